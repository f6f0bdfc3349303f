import type { MySubscription } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { as, adminOf } from '../../testing/order-kit.ts';
import { runningSubscription } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';

const test = useAdminTestApp({ mail: true });

/** The activation mail a customer got, and their password as the account page shows it. */
async function activated() {
  const { customer } = await runningSubscription(test.app, await adminOf(test.app));
  await test.app.jobs.drain();
  const mail = test.sink.received.find(
    (m) => m.to.includes(customer.email) && m.subject.includes('is active'),
  );
  const [sub] = json<{ data: MySubscription[] }>(
    await test.app.inject(as(customer, { method: 'GET', url: '/api/account/subscriptions' })),
  ).data;
  return { text: mail!.text, access: sub!.access! };
}

describe('the activation mail', () => {
  it('carries the login by default', async () => {
    const { text, access } = await activated();
    expect(text).toContain(access.username);
    expect(text).toContain(access.password);
  });

  it('links to the account page instead when the business prefers', async () => {
    const set = await test.asAdmin('PUT', '/api/admin/settings/provisioning', {
      connector: 'built-in',
      accessInMail: 'link',
    });
    expect(set.statusCode, set.body).toBe(200);
    const { text, access } = await activated();
    expect(text).not.toContain(access.password);
    expect(text).not.toContain(access.username);
    expect(text).toMatch(/See your login \S+\/account/);
  });
});
