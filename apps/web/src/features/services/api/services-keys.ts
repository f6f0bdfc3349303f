/** Query keys of the services lists; mutations update or invalidate them. */
export const servicesKeys = {
  all: ['services'] as const,
  public: ['services', 'public'] as const,
  /** Every page of the admin list, whatever its search, filter and sort. */
  admin: ['services', 'admin'] as const,
  adminList: (query: Record<string, string | number>) => ['services', 'admin', query] as const,
};
