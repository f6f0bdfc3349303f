/** Query keys of the services lists; mutations update or invalidate them. */
export const servicesKeys = {
  all: ['services'] as const,
  public: ['services', 'public'] as const,
};
