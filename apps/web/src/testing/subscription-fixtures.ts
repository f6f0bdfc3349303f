import { MySubscriptionSchema, type MySubscription } from '@streamfront/contract';

export const SUBSCRIPTION_ORDER_ID = '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01';
export const ACCESS_PASSWORD = 'Kq7-vR2p-Xw9z';
export const NEW_ACCESS_PASSWORD = 'Tn4-hL8s-Bc3m';

const DAY = 24 * 60 * 60 * 1000;

/**
 * One subscription as `GET /api/account/subscriptions` answers it: a running one with the
 * built-in connector's details unless `overrides` say otherwise. Checked against the
 * contract, so a test never feeds the page what the server could not send.
 */
export function mySubscription(
  overrides: Partial<MySubscription> = {},
  now = Date.now(),
): MySubscription {
  return MySubscriptionSchema.parse({
    orderId: SUBSCRIPTION_ORDER_ID,
    orderNumber: 'SF-000100',
    serviceId: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
    serviceName: 'Sports Max',
    periodMonths: 1,
    status: 'active',
    trial: false,
    startsAt: new Date(now - 18 * DAY).toISOString(),
    expiresAt: new Date(now + 12 * DAY - 60_000).toISOString(),
    daysLeft: 12,
    accessState: 'active',
    suspension: null,
    graceEndsAt: null,
    provisioning: 'ready',
    access: {
      username: 'sf-riley-4821',
      password: ACCESS_PASSWORD,
      serverUrl: 'http://line.example.tv:8080',
      portalUrl: null,
      activationCode: null,
      screens: 3,
    },
    accessResetAt: null,
    renewal: null,
    ...overrides,
  });
}
