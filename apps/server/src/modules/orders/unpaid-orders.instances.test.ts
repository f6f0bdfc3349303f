import type { AdminOrder } from '@streamfront/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, siteSettings } from '../../db/schema/index.ts';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  newPromo,
  orderIn,
  placeOrder,
  type TestAdmin,
  type TestCustomer,
  type TestPackage,
} from '../../testing/order-kit.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { DAY, moveOrder, noticesOf } from '../../testing/subscription-kit.ts';
import { json } from '../../testing/test-app.ts';
import { TEST_POSTGRES_URL } from '../../testing/test-cluster.ts';
import { createTwinApps, type TwinApps } from '../../testing/twin-apps.ts';
import { sweepUnpaidOrders } from './unpaid-orders.job.ts';

const HOUR = DAY / 24;

// Always on PostgreSQL: two instances with pools of their own, as two processes would have,
// really racing for the same orders. Their workers run nothing by themselves (concurrency 0):
// the test drains both, so the scheduled job runs at a moment it chooses.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let twins: TwinApps;
let admin: TestAdmin;
let pkg: TestPackage;
beforeAll(async () => {
  sink = await startSmtpSink();
  twins = await createTwinApps(TEST_POSTGRES_URL, {
    smtpUrl: sink.url,
    publicUrl: 'https://tv.example.com',
    jobConcurrency: 0,
    // Both instances schedule the job every hour, as a deployment's instances all do.
    subscriptionSweepMs: 60 * 60_000,
  });
  admin = await adminOf(twins.a);
  pkg = await newPackage(twins.a, admin, { price: 2000 });
}, 60_000);
afterAll(async () => {
  await twins?.close();
  await sink?.close();
});

/** An order placed through the API, then dated `ago` ms back, as if placed then. */
async function placedAgo(customer: TestCustomer, ago: number, promoCode?: string) {
  const res = await placeOrder(twins.a, customer, {
    serviceId: pkg.id,
    ...(promoCode ? { promoCode } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = orderIn(res);
  await twins.a.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ago) })
    .where(eq(orders.id, order.id));
  return order;
}

async function adminOrder(id: string): Promise<AdminOrder> {
  const res = await twins.b.inject(as(admin, { method: 'GET', url: `/api/admin/orders/${id}` }));
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminOrder }>(res).data;
}

async function usesOf(code: string): Promise<number> {
  const res = await twins.a.inject(
    as(admin, { method: 'GET', url: `/api/admin/promo-codes?q=${code}` }),
  );
  return json<{ data: { code: string; uses: number }[] }>(res).data.find((p) => p.code === code)!
    .uses;
}

/** Every job due on either instance, both draining at once (mail included). */
async function drainBoth() {
  await Promise.all([
    twins.a.jobs.drain(),
    twins.b.jobs.drain(),
    twins.a.jobs.drain(),
    twins.b.jobs.drain(),
  ]);
}

const count = (titles: string[], title: string) => titles.filter((t) => t === title).length;
const mailsTo = (customer: TestCustomer, subject: RegExp) =>
  sink.received.filter((mail) => mail.to.includes(customer.email) && subject.test(mail.subject));

describe('unpaid orders, with two instances working the jobs', () => {
  it('reminds each once and cancels each once, giving the promo code’s use back once', async () => {
    const promo = await newPromo(twins.a, admin, {
      discountType: 'percent',
      discountValue: 10,
      maxUsesPerCustomer: 1,
    });
    const overdue = await newCustomer(twins.a, 'Overdue Buyer');
    const waiting = await newCustomer(twins.a, 'Waiting Buyer');
    const fresh = await newCustomer(twins.a, 'Fresh Buyer');
    const payer = await newCustomer(twins.a, 'Paying Buyer');
    const lateOrder = await placedAgo(overdue, 8 * DAY, promo.code);
    const waitingOrder = await placedAgo(waiting, 25 * HOUR, promo.code);
    const freshOrder = await placedAgo(fresh, HOUR);
    const paidOrder = await placedAgo(payer, 9 * DAY);
    await moveOrder(twins.a, admin, paidOrder.id, 'paid');
    expect(await usesOf(promo.code)).toBe(2);

    // The scheduled job: queued once for the hour however many instances schedule it.
    await drainBoth();
    await drainBoth();

    const late = await adminOrder(lateOrder.id);
    expect(late.status).toBe('cancelled');
    expect(late.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'pending'],
      ['pending', 'cancelled'],
    ]);
    expect(late.timeline.at(-1)).toMatchObject({
      by: null,
      system: 'unpaid_expiry',
      note: 'Not paid within 7 days',
    });
    expect(await usesOf(promo.code)).toBe(1);
    expect((await adminOrder(waitingOrder.id)).status).toBe('pending');
    expect((await adminOrder(freshOrder.id)).status).toBe('pending');
    expect((await adminOrder(paidOrder.id)).status).toBe('paid');

    expect(count(await noticesOf(twins.b, overdue), 'Order cancelled')).toBe(1);
    expect(count(await noticesOf(twins.b, overdue), 'Payment still open')).toBe(0);
    expect(count(await noticesOf(twins.b, waiting), 'Payment still open')).toBe(1);
    expect(await noticesOf(twins.b, fresh)).toEqual([]);

    // Mail: the cancellation and the reminder, each delivered once.
    expect(mailsTo(overdue, /was cancelled$/)).toHaveLength(1);
    const reminders = mailsTo(waiting, /is waiting for your payment$/);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`Payment reference: ${waitingOrder.orderNumber}`);
    expect(reminders[0]!.text).toContain(`Quote ${waitingOrder.orderNumber} with your payment`);

    // Six days on, the same moment on both instances, twice each: the database decides.
    // (The demo seed's pending orders are swept too: each is counted by its own customer.)
    const later = new Date(Date.now() + 6 * DAY);
    await Promise.all([
      sweepUnpaidOrders(twins.a, later),
      sweepUnpaidOrders(twins.b, later),
      sweepUnpaidOrders(twins.a, later),
      sweepUnpaidOrders(twins.b, later),
    ]);
    await drainBoth();
    expect((await adminOrder(waitingOrder.id)).status).toBe('cancelled');
    expect(await usesOf(promo.code)).toBe(0);
    expect(count(await noticesOf(twins.a, waiting), 'Payment still open')).toBe(1);
    expect(count(await noticesOf(twins.a, waiting), 'Order cancelled')).toBe(1);
    expect(count(await noticesOf(twins.a, fresh), 'Payment still open')).toBe(1);
    expect((await adminOrder(freshOrder.id)).status).toBe('pending');
    expect(mailsTo(waiting, /was cancelled$/)).toHaveLength(1);
    expect(mailsTo(fresh, /is waiting for your payment$/)).toHaveLength(1);

    // One audit row per cancellation, by no person.
    const audited = await twins.a.db
      .select({ entityId: auditLog.entityId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'order.status' and ${auditLog.entityId} in (${lateOrder.id}, ${waitingOrder.id})`,
      );
    expect(audited.map((row) => row.entityId).sort()).toEqual(
      [lateOrder.id, waitingOrder.id].sort(),
    );
    expect(audited.every((row) => row.actorId === null)).toBe(true);

    // The customer orders again, with the code that had been held by the cancelled order.
    const again = await placeOrder(twins.b, overdue, {
      serviceId: pkg.id,
      promoCode: promo.code,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(orderIn(again)).toMatchObject({ status: 'pending', discount: 200 });
    expect(await usesOf(promo.code)).toBe(1);
  }, 120_000);

  it('follows the settings: no reminder before the hours an admin chose', async () => {
    await twins.a.db.update(siteSettings).set({ unpaidReminderHours: 48, unpaidCancelDays: 3 });
    try {
      const customer = await newCustomer(twins.a);
      const order = await placedAgo(customer, 30 * HOUR);
      await Promise.all([sweepUnpaidOrders(twins.a), sweepUnpaidOrders(twins.b)]);
      const [row] = await twins.a.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: 'pending', unpaidRemindedAt: null });

      const later = new Date(Date.now() + 20 * HOUR);
      await Promise.all([sweepUnpaidOrders(twins.a, later), sweepUnpaidOrders(twins.b, later)]);
      expect(count(await noticesOf(twins.a, customer), 'Payment still open')).toBe(1);
      const [reminded] = await twins.a.db.select().from(orders).where(eq(orders.id, order.id));
      expect(reminded!.unpaidRemindedAt).toEqual(later);

      const past = new Date(Date.now() + 3 * DAY);
      await Promise.all([sweepUnpaidOrders(twins.a, past), sweepUnpaidOrders(twins.b, past)]);
      expect((await adminOrder(order.id)).timeline.at(-1)).toMatchObject({
        to: 'cancelled',
        system: 'unpaid_expiry',
        note: 'Not paid within 3 days',
      });
    } finally {
      await twins.a.db.update(siteSettings).set({ unpaidReminderHours: 24, unpaidCancelDays: 7 });
    }
  }, 60_000);
});
