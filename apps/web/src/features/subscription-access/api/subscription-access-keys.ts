/** Query keys of the signed-in customer's subscriptions and their access details. */
export const subscriptionAccessKeys = {
  mine: ['account', 'subscriptions'] as const,
};
