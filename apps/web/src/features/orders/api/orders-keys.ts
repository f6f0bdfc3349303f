export const ordersKeys = {
  mine: ['orders', 'mine'] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  promoCheck: (serviceId: string, code: string) =>
    ['promo-codes', 'check', serviceId, code] as const,
};
