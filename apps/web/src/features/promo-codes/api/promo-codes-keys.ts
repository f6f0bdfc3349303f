/** Query keys of the admin promo codes; every write invalidates them all. */
export const promoCodesKeys = {
  all: ['promo-codes'] as const,
  list: (query: Record<string, string | number>) => ['promo-codes', 'list', query] as const,
  packages: ['promo-codes', 'packages'] as const,
};
