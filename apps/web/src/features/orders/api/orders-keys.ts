export const ordersKeys = {
  mine: ['orders', 'mine'] as const,
  promoCheck: (serviceId: string, code: string) =>
    ['promo-codes', 'check', serviceId, code] as const,
};
