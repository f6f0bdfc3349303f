import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { invoiceCounters, invoices, orders } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  adminOf,
  as,
  moveBody,
  newCustomer,
  newPackage,
  orderIn,
  placeOrder,
  type TestAdmin,
} from '../../testing/order-kit.ts';
import { createPostgresTestApp } from '../../testing/postgres-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from './invoices.service.ts';

/**
 * Invoice numbers under payments that really run at once (issue 23 §3): each of a year is given
 * once and none is skipped, credit notes sharing the series. Always on PostgreSQL, like the
 * orders' races: PGlite runs one transaction at a time, so there no two payments ever race.
 */
let started: TestApp & { database: Database };
let app: FastifyInstance;
let admin: TestAdmin;
let pkg: { id: string };
beforeAll(async () => {
  started = await createPostgresTestApp();
  app = started.app;
  admin = await adminOf(app);
  pkg = await newPackage(app, admin, { price: 1999 });
});
afterAll(() => started?.close());

const year = new Date().getUTCFullYear();

async function lastNumber(): Promise<number> {
  const [row] = await app.db
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year));
  return row?.last ?? 0;
}

async function pendingOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = await newCustomer(app);
    ids.push(orderIn(await placeOrder(app, customer, { serviceId: pkg.id })).id);
  }
  return ids;
}

const move = (id: string, status: string) =>
  app.inject(
    as(admin, { method: 'PATCH', url: `/api/admin/orders/${id}`, payload: moveBody(status) }),
  );

async function numbersOf(ids: string[]) {
  const rows = await app.db.select().from(invoices);
  return rows.filter((row) => ids.includes(row.orderId));
}

const ascending = (seqs: number[]) => [...seqs].sort((a, b) => a - b);
/** `count` numbers straight after `last`. */
const after = (last: number, count: number) =>
  Array.from({ length: count }, (_, i) => last + i + 1);

describe('invoice numbers under concurrent payments', () => {
  it('20 payments at once take 20 consecutive numbers, each once', async () => {
    const ids = await pendingOrders(20);
    const before = await lastNumber();

    const answers = await Promise.all(ids.map((id) => move(id, 'paid')));
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));

    const issued = await numbersOf(ids);
    expect(issued).toHaveLength(20);
    expect(new Set(issued.map((row) => row.orderId)).size).toBe(20);
    expect(ascending(issued.map((row) => row.seq))).toEqual(after(before, 20));
    expect(new Set(issued.map((row) => row.number)).size).toBe(20);
    for (const row of issued) {
      expect(row.number).toBe(`${year}-${String(row.seq).padStart(6, '0')}`);
    }
    expect(await lastNumber()).toBe(before + 20);
  }, 60_000);

  it('refunds and payments at once share the series without a gap', async () => {
    const toRefund = await pendingOrders(8);
    await Promise.all(toRefund.map((id) => move(id, 'paid')));
    const toPay = await pendingOrders(8);
    const before = await lastNumber();

    const answers = await Promise.all([
      ...toRefund.map((id) => move(id, 'refunded')),
      ...toPay.map((id) => move(id, 'paid')),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));

    const credits = (await numbersOf(toRefund)).filter((row) => row.kind === 'credit_note');
    const paid = await numbersOf(toPay);
    expect(credits).toHaveLength(8);
    expect(paid).toHaveLength(8);
    expect(ascending([...credits, ...paid].map((row) => row.seq))).toEqual(after(before, 16));
    for (const row of credits) expect(row.number).toMatch(/^CN-\d{4}-\d{6}$/);
  }, 60_000);

  it('a payment whose transaction rolls back gives its number back', async () => {
    const [id] = await pendingOrders(1);
    const before = await lastNumber();
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id!));
    await expect(
      inTransaction(app.db, async (tx) => {
        await issueInvoice(tx, { ...order!, status: 'paid' }, { period: null });
        throw new Error('the payment failed after its invoice');
      }),
    ).rejects.toThrow('the payment failed after its invoice');
    expect(await lastNumber()).toBe(before);
    expect(await numbersOf([id!])).toEqual([]);

    expect((await move(id!, 'paid')).statusCode).toBe(200);
    expect((await numbersOf([id!])).map((row) => row.seq)).toEqual([before + 1]);
  });
});
