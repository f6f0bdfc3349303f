import type { AdminOrder } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { as, placeOrder, orderIn } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

const t = useShopTestApp({ package: { price: 1800 }, customer: true });

const markPaid = (id: string, payload: Record<string, unknown>) =>
  t.app.inject(
    as(t.admin, {
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      payload: { status: 'paid', from: 'pending', ...payload },
    }),
  );

async function adminOrder(id: string): Promise<AdminOrder> {
  const res = await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${id}` }));
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminOrder }>(res).data;
}

const newOrder = async () => orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));

describe('an admin’s "Mark paid"', () => {
  it('asks what payment was seen: without the method and note it is refused with 422', async () => {
    const placed = await newOrder();
    const bare = await markPaid(placed.id, {});
    expect(bare.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bare).errors).toEqual({
      paidWith: ['Choose how the customer paid'],
      paymentNote: ['Say what payment you saw, e.g. the transfer reference and date'],
    });

    const blank = await markPaid(placed.id, { paidWith: 'cash', paymentNote: '   ' });
    expect(json<{ errors: Record<string, string[]> }>(blank).errors).toEqual({
      paymentNote: ['Say what payment you saw, e.g. the transfer reference and date'],
    });
    // The card processor's own method is not an admin's to claim.
    const card = await markPaid(placed.id, { paidWith: 'card', paymentNote: 'Seen in Stripe' });
    expect(card.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(card).errors).toHaveProperty('paidWith');

    const order = await adminOrder(placed.id);
    expect(order).toMatchObject({ status: 'pending', paidWith: null, paymentNote: null });
    expect(order.timeline).toHaveLength(1);
  });

  it('refuses a payment with any other move', async () => {
    const placed = await newOrder();
    const res = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { status: 'cancelled', paidWith: 'cash' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      paidWith: ['Only given when marking the order paid'],
    });
  });

  it('with them: paid, kept on the order, audited, and the timeline names the admin', async () => {
    const placed = await newOrder();
    const res = await markPaid(placed.id, {
      paidWith: 'bank_transfer',
      paymentNote: '  Transfer ref 4411 on 12 May  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = json<{ data: AdminOrder }>(res).data;
    expect(order).toMatchObject({
      status: 'paid',
      paidWith: 'bank_transfer',
      paymentNote: 'Transfer ref 4411 on 12 May',
    });
    expect(order.timeline.at(-1)).toMatchObject({
      from: 'pending',
      to: 'paid',
      by: { id: t.admin.id, name: expect.any(String) },
      system: null,
    });
    expect(await adminOrder(placed.id)).toMatchObject({ paidWith: 'bank_transfer' });

    const audit = json<{
      data: { action: string; actor: { id: string } | null; after: Record<string, unknown> }[];
    }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${placed.id}` }),
      ),
    ).data;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.status',
      actor: { id: t.admin.id },
      after: {
        status: 'paid',
        paidWith: 'bank_transfer',
        paymentNote: 'Transfer ref 4411 on 12 May',
      },
    });

    // The export of the sales says how each was paid.
    const csv = await t.app.inject(
      as(t.admin, {
        method: 'GET',
        url: `/api/admin/orders/export.csv?q=${placed.orderNumber}`,
      }),
    );
    const [header, row] = csv.body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(row![header!.indexOf('paidWith')]).toBe('Bank transfer');

    // The customer sees that it is paid, never the back-office's words on it.
    const mine = json<{ data: Record<string, unknown>[] }>(
      await t.app.inject(as(t.customer, { method: 'GET', url: '/api/orders/mine?pageSize=100' })),
    ).data.find((o) => o.id === placed.id)!;
    expect(mine.status).toBe('paid');
    expect(mine).not.toHaveProperty('paymentNote');
    expect(JSON.stringify(mine)).not.toContain('4411');
  });
});
