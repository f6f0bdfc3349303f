import type { Compensation, CompensationPreview } from '@streamfront/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, compensations, orders, webhookDeliveries } from '../../db/schema/index.ts';
import { as, newPackage } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { DAY, noticesOf, runningSubscription } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';

const t = useShopTestApp();

const extend = (payload: object) =>
  t.app.inject(as(t.admin, { method: 'POST', url: '/api/admin/subscriptions/extend', payload }));

const endOf = async (orderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.expiresAt!;

let keys = 0;
const key = () => `test-compensation-${Date.now()}-${(keys += 1)}`;

/** Three customers of one package and one of another: the outage hit the first package. */
async function customersOfTwoPackages() {
  const hit = await newPackage(t.app, t.admin, { name: `Sports Plus ${Date.now()}` });
  const spared = await newPackage(t.app, t.admin);
  const onHit = [];
  for (let i = 0; i < 3; i += 1)
    onHit.push(await runningSubscription(t.app, t.admin, { serviceId: hit.id }));
  const onSpared = await runningSubscription(t.app, t.admin, { serviceId: spared.id });
  return { hit, onHit, onSpared };
}

describe('extending subscriptions after an outage', () => {
  it('previews whom it reaches and changes nothing', async () => {
    const { hit, onHit } = await customersOfTwoPackages();
    const before = await endOf(onHit[0]!.order.id);
    const stored = (await t.app.db.select().from(compensations)).length;
    const res = await extend({
      serviceIds: [hit.id],
      hours: 48,
      reason: 'The final stopped for everyone.',
      idempotencyKey: key(),
      preview: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = json<{ data: CompensationPreview & { preview: true } }>(res).data;
    expect(preview.count).toBe(3);
    expect(preview.sample.map((s) => s.orderId).sort()).toEqual(
      onHit.map((s) => s.order.id).sort(),
    );
    expect(await endOf(onHit[0]!.order.id)).toEqual(before);
    expect(await t.app.db.select().from(compensations)).toHaveLength(stored);
  });

  it('extends each one once, tells each customer, and audits it once with the count', async () => {
    const { hit, onHit, onSpared } = await customersOfTwoPackages();
    const ends = await Promise.all(onHit.map((s) => endOf(s.order.id)));
    const spared = await endOf(onSpared.order.id);
    // The business's system listens for extensions (nothing answers there: the deliveries
    // are only counted).
    const endpoint = await t.app.inject(
      as(t.admin, {
        method: 'POST',
        url: '/api/admin/webhooks',
        payload: { url: 'http://127.0.0.1:9/extended', events: ['subscription.extended'] },
      }),
    );
    const endpointId = json<{ data: { id: string } }>(endpoint).data.id;
    const body = {
      serviceIds: [hit.id],
      hours: 48,
      reason: 'The final stopped for everyone.',
      idempotencyKey: key(),
    };
    const first = json<{ data: { compensation: Compensation } }>(await extend(body)).data;
    // Pressed again (a double click, a retry): the same extension, not a second one.
    const second = json<{ data: { compensation: Compensation } }>(await extend(body)).data;
    expect(second.compensation.id).toBe(first.compensation.id);
    await t.app.jobs.drain();

    for (const [i, sub] of onHit.entries()) {
      expect(await endOf(sub.order.id)).toEqual(new Date(ends[i]!.getTime() + 2 * DAY));
      expect(await noticesOf(t.app, sub.customer)).toContain('We added 2 days');
    }
    expect(await endOf(onSpared.order.id)).toEqual(spared);
    const told = await t.app.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.event, 'subscription.extended'),
        ),
      );
    expect(told.map((d) => d.orderId).sort()).toEqual(onHit.map((s) => s.order.id).sort());
    await t.app.inject(as(t.admin, { method: 'DELETE', url: `/api/admin/webhooks/${endpointId}` }));
    expect(await noticesOf(t.app, onSpared.customer)).not.toContain('We added 2 days');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, first.compensation.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'subscriptions.extend',
        after: expect.objectContaining({ hours: 48, count: 3 }),
      }),
    ]);
    const list = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/subscriptions/compensations' }),
    );
    expect(json<{ data: Compensation[] }>(list).data[0]).toMatchObject({
      id: first.compensation.id,
      state: 'done',
      count: 3,
      serviceNames: [hit.name],
    });
  });

  it('reaches only those running at the outage when a moment is given', async () => {
    // One package of their own: the preview's sample (20) would not reach them among the
    // demo's running subscriptions.
    const pkg = await newPackage(t.app, t.admin);
    const earlier = await runningSubscription(t.app, t.admin, { serviceId: pkg.id });
    const later = await runningSubscription(t.app, t.admin, { serviceId: pkg.id });
    const outage = new Date(Date.now() - DAY);
    await t.app.db
      .update(orders)
      .set({ startsAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, earlier.order.id));
    const res = await extend({
      serviceIds: [pkg.id],
      activeAt: outage.toISOString(),
      hours: 5,
      reason: 'Sports 1 was down on Friday night.',
      idempotencyKey: key(),
      preview: true,
    });
    const ids = json<{ data: CompensationPreview }>(res).data.sample.map((s) => s.orderId);
    expect(ids).toContain(earlier.order.id);
    expect(ids).not.toContain(later.order.id);
  });

  it('is undone within 24 hours, once, putting back only the ends it moved', async () => {
    const { hit, onHit } = await customersOfTwoPackages();
    const ends = await Promise.all(onHit.map((s) => endOf(s.order.id)));
    const made = json<{ data: { compensation: Compensation } }>(
      await extend({ serviceIds: [hit.id], hours: 24, reason: 'Outage.', idempotencyKey: key() }),
    ).data.compensation;
    await t.app.jobs.drain();
    // One end moved since by an admin: it stays where the admin put it.
    const moved = new Date(Date.now() + 90 * DAY);
    await t.app.db
      .update(orders)
      .set({ expiresAt: moved })
      .where(eq(orders.id, onHit[2]!.order.id));

    const undo = () =>
      t.app.inject(
        as(t.admin, {
          method: 'POST',
          url: `/api/admin/subscriptions/compensations/${made.id}/undo`,
        }),
      );
    const res = await undo();
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Compensation }>(res).data).toMatchObject({
      state: 'undone',
      undoUntil: null,
    });
    expect(await endOf(onHit[0]!.order.id)).toEqual(ends[0]);
    expect(await endOf(onHit[1]!.order.id)).toEqual(ends[1]);
    expect(await endOf(onHit[2]!.order.id)).toEqual(moved);
    expect((await undo()).statusCode).toBe(409);
  });

  it('refuses to undo after 24 hours', async () => {
    const made = json<{ data: { compensation: Compensation } }>(
      await extend({ hours: 1, reason: 'Outage.', idempotencyKey: key() }),
    ).data.compensation;
    await t.app.jobs.drain();
    await t.app.db
      .update(compensations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(compensations.id, [made.id]));
    const res = await t.app.inject(
      as(t.admin, {
        method: 'POST',
        url: `/api/admin/subscriptions/compensations/${made.id}/undo`,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      message: 'An extension can only be undone within 24 hours',
    });
    const list = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/subscriptions/compensations?pageSize=100' }),
    );
    const shown = json<{ data: Compensation[] }>(list).data.find((c) => c.id === made.id);
    expect(shown).toMatchObject({ state: 'done', undoUntil: null });
  });

  it('says what is wrong with a bad request (422)', async () => {
    const res = await extend({ hours: 0, reason: '', idempotencyKey: key() });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      errors: { hours: ['Give at least 1 hour'], reason: ['Say why, for the customers’ notice'] },
    });
  });
});
