import type { AdminOrder } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoices } from '../../db/schema/index.ts';
import { as } from '../../testing/order-kit.ts';
import { pdfTextOf } from '../../testing/pdf.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { json } from '../../testing/test-app.ts';

// The demo (a fresh install): its paid, active, expired and refunded orders have invoices, its
// refunded ones credit notes, numbered per year in the order they happened.

const t = useShopTestApp();

async function demoOrders(): Promise<AdminOrder[]> {
  const res = await t.app.inject(
    as(t.admin, { method: 'GET', url: '/api/admin/orders?pageSize=100&sort=createdAt' }),
  );
  return json<{ data: AdminOrder[] }>(res).data;
}

describe('the demo’s invoices', () => {
  it('every paid order has an invoice, every refunded one a credit note, no other order either', async () => {
    const orders = await demoOrders();
    expect(orders.length).toBeGreaterThan(40);
    for (const order of orders) {
      // A free trial is never paid: no invoice, whatever its status.
      const paid = !order.trial && ['paid', 'active', 'expired', 'refunded'].includes(order.status);
      expect(order.invoiceNumber !== null, `${order.orderNumber} ${order.status}`).toBe(paid);
      expect(order.creditNoteNumber !== null, order.orderNumber).toBe(order.status === 'refunded');
    }
    expect(orders.filter((order) => order.status === 'refunded').length).toBeGreaterThan(0);
  });

  it('numbers each year from 1 with no gap, in the order the payments and refunds happened', async () => {
    const rows = await t.app.db.select().from(invoices);
    const years = [...new Set(rows.map((row) => row.year))];
    for (const year of years) {
      const ofYear = rows.filter((row) => row.year === year);
      const inNumberOrder = [...ofYear].sort((a, b) => a.seq - b.seq);
      expect(inNumberOrder.map((row) => row.seq)).toEqual(ofYear.map((_, i) => i + 1));
      const dates = inNumberOrder.map((row) => row.issuedAt.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      for (const row of ofYear) expect(row.issuedAt.getUTCFullYear()).toBe(year);
      const [counter] = await t.app.db
        .select()
        .from(invoiceCounters)
        .where(eq(invoiceCounters.year, year));
      // The next payment of the year takes the number after the demo's.
      expect(counter!.last).toBe(ofYear.length);
    }
  });

  it('a demo credit note refers to its invoice, and both print', async () => {
    const refunded = (await demoOrders()).find((order) => order.status === 'refunded')!;
    const text = await pdfTextOf(
      (
        await t.app.inject(
          as(t.admin, {
            method: 'GET',
            url: `/api/admin/orders/${refunded.id}/credit-note.pdf`,
          }),
        )
      ).rawPayload,
    );
    expect(text).toContain(`Corrects invoice: ${refunded.invoiceNumber}`);
    expect(text).toContain(refunded.customer.name);
  });
});
