import type { AdminTrial, MySubscription, Trial, TrialSummary } from '@streamfront/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailMessages, orders, trials, webhookDeliveries } from '../../db/schema/index.ts';
import { as, orderIn, type TestCustomer } from '../../testing/order-kit.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { DAY, moveOrder } from '../../testing/subscription-kit.ts';
import { startTempRedis, type TempRedis } from '../../testing/temp-redis.ts';
import { createTestApp, json, loginAsAdmin } from '../../testing/test-app.ts';
import { takeTrial, trialCustomer, trialPackage } from '../../testing/trial-kit.ts';
import { sweepSubscriptions } from '../subscriptions/sweep.ts';

const HOUR = 3_600_000;
// With mail: the trial's mails are queued only where mail is sent.
const t = useAdminTestApp({ mail: true });

const mine = async (who: TestCustomer) =>
  json<{ data: MySubscription[] }>(
    await t.app.inject(as(who, { method: 'GET', url: '/api/account/subscriptions' })),
  ).data;

const adminTrial = async (trialId: string) =>
  json<{ data: AdminTrial[] }>(
    await t.app.inject(as(t.admin, { method: 'GET', url: '/api/admin/trials?pageSize=100' })),
  ).data.find((row) => row.id === trialId);

const mailsOf = (orderId: string, template: 'trial-ending' | 'trial-ended') =>
  t.app.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.orderId, orderId), eq(mailMessages.template, template)));

async function runningTrial(hours = 24) {
  const pkg = await trialPackage(t.app, t.admin, hours);
  const customer = await trialCustomer(t.app);
  const res = await takeTrial(t.app, customer, pkg.id);
  expect(res.statusCode, res.body).toBe(201);
  return { pkg, customer, trial: json<{ data: Trial }>(res).data };
}

describe('a trial runs its hours', () => {
  it("tells the business's endpoints and connector it started, as a trial", async () => {
    const endpoint = await t.asAdmin('POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/trials',
      events: ['subscription.activated'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { trial } = await runningTrial(24);
    const [delivery] = await t.app.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.orderId, trial.orderId),
          eq(webhookDeliveries.event, 'subscription.activated'),
        ),
      );
    expect(delivery?.payload).toMatchObject({
      type: 'subscription.activated',
      data: { orderId: trial.orderId, trial: true, expiresAt: trial.endsAt },
    });
  });

  it('tells the customer once before the end, then ends on time with its access', async () => {
    const { customer, trial } = await runningTrial(24);
    const start = Date.parse(trial.startsAt);

    // A quarter of the trial left (6 of 24 hours): not yet at 17 hours, once from 18 on.
    await sweepSubscriptions(t.app, new Date(start + 17 * HOUR));
    expect(await mailsOf(trial.orderId, 'trial-ending')).toHaveLength(0);
    await sweepSubscriptions(t.app, new Date(start + 19 * HOUR));
    await sweepSubscriptions(t.app, new Date(start + 20 * HOUR));
    const ending = await mailsOf(trial.orderId, 'trial-ending');
    expect(ending).toHaveLength(1);
    expect(ending[0]!.params).toMatchObject({ orderId: trial.orderId, price: 1499 });

    // Still running a second before its end.
    await sweepSubscriptions(t.app, new Date(Date.parse(trial.endsAt) - 1000));
    expect((await mine(customer))[0]).toMatchObject({ status: 'active', accessState: 'active' });

    await sweepSubscriptions(t.app, new Date(Date.parse(trial.endsAt) + 1000));
    const [ended] = await mine(customer);
    // No grace for a trial: its login ends with it, and it is not shown.
    expect(ended).toMatchObject({
      trial: true,
      status: 'expired',
      accessState: 'ended',
      access: null,
    });
    expect(await mailsOf(trial.orderId, 'trial-ended')).toHaveLength(1);
    expect((await adminTrial(trial.id))?.status).toBe('ended');
  });

  it('counts a conversion when the customer orders the package with the same login', async () => {
    const { customer, trial } = await runningTrial(24);
    const [during] = await mine(customer);
    const username = during!.access!.username;

    const renewed = orderIn(
      await t.app.inject(
        as(customer, { method: 'POST', url: `/api/orders/${trial.orderId}/renew` }),
      ),
    );
    expect(renewed).toMatchObject({ trial: false, total: 1499, renewalOf: trial.orderId });
    await moveOrder(t.app, t.admin, renewed.id, 'paid');
    const active = await moveOrder(t.app, t.admin, renewed.id, 'active');
    // Paid during the trial: the package runs from the trial's end, no free hour lost.
    expect(active.startsAt).toBe(trial.endsAt);
    expect((await adminTrial(trial.id))?.converted).toBe(true);

    await sweepSubscriptions(t.app, new Date(Date.parse(trial.endsAt) + 1000));
    const running = (await mine(customer)).find((s) => s.orderId === renewed.id);
    expect(running).toMatchObject({ trial: false, accessState: 'active' });
    expect(running!.access!.username).toBe(username);
  });

  it('does not count a payment more than 7 days after the end', async () => {
    const { customer, trial } = await runningTrial(24);
    // The trial happened ten days ago.
    const shift = (at: string) => new Date(Date.parse(at) - 10 * DAY);
    await t.app.db
      .update(trials)
      .set({ startsAt: shift(trial.startsAt), endsAt: shift(trial.endsAt) })
      .where(eq(trials.id, trial.id));
    await t.app.db
      .update(orders)
      .set({ startsAt: shift(trial.startsAt), expiresAt: shift(trial.endsAt) })
      .where(eq(orders.id, trial.orderId));
    await sweepSubscriptions(t.app, new Date());
    const renewed = orderIn(
      await t.app.inject(
        as(customer, { method: 'POST', url: `/api/orders/${trial.orderId}/renew` }),
      ),
    );
    await moveOrder(t.app, t.admin, renewed.id, 'paid');
    const active = await moveOrder(t.app, t.admin, renewed.id, 'active');
    // After the trial, the package runs from its activation.
    expect(Date.parse(active.startsAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await adminTrial(trial.id))?.converted).toBe(false);
    const unconverted = json<{ data: AdminTrial[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: '/api/admin/trials?converted=false&pageSize=100' }),
      ),
    ).data;
    expect(unconverted.map((row) => row.id)).toContain(trial.id);
  });

  it('lets an admin revoke a running trial: its access ends at once, once', async () => {
    const { customer, trial } = await runningTrial(48);
    const revoke = () =>
      t.app.inject(as(t.admin, { method: 'POST', url: `/api/admin/trials/${trial.id}/revoke` }));
    const res = await revoke();
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminTrial }>(res).data).toMatchObject({ status: 'revoked' });
    expect((await mine(customer))[0]).toMatchObject({ accessState: 'ended', access: null });
    expect((await revoke()).statusCode).toBe(409);
    // Revoked, it still counts as taken.
    expect(
      (await takeTrial(t.app, { ...customer, ip: '10.96.0.9' }, trial.serviceId!)).statusCode,
    ).toBe(409);
  });

  it('cannot be moved or refunded as an order: Revoke is the way', async () => {
    const { trial } = await runningTrial(24);
    const res = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${trial.orderId}`,
        payload: { status: 'expired' },
      }),
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('when the shared checks cannot run', () => {
  let redis: TempRedis | undefined;
  afterAll(async () => redis?.destroy());

  it('pauses trials while Redis is away on a multi-instance set-up, and counts it', async () => {
    redis = await startTempRedis();
    const { app, close } = await createTestApp({ redisUrl: redis.url });
    try {
      const admin = await loginAsAdmin(app);
      const pkg = await trialPackage(app, { token: admin.token }, 24);
      const customer = await trialCustomer(app);
      const pausedCount = async () =>
        json<{ data: TrialSummary }>(
          await app.inject(as(admin, { method: 'GET', url: '/api/admin/trials/summary' })),
        ).data.refusals.paused;
      const before = await pausedCount();
      await redis.stop();
      const res = await takeTrial(app, customer, pkg.id);
      expect(res.statusCode, res.body).toBe(503);
      expect(json<{ reason: string }>(res).reason).toBe('paused');
      expect(await pausedCount()).toBe(before + 1);

      await redis.start();
      // ioredis reconnects by itself; trials open again once it has.
      let back = await takeTrial(app, customer, pkg.id);
      for (let i = 0; i < 50 && back.statusCode === 503; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        back = await takeTrial(app, customer, pkg.id);
      }
      expect(back.statusCode, back.body).toBe(201);
    } finally {
      await close();
    }
  }, 60_000);
});
