import { ORDER_CSV_COLUMNS, ORDER_STATUSES } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { as } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

const STATUS_COLUMN = ORDER_CSV_COLUMNS.indexOf('status');
const PROMO_COLUMN = ORDER_CSV_COLUMNS.indexOf('promoCode');

const t = useShopTestApp();

type Listed = {
  data: {
    status: string;
    createdAt: string;
    subtotal: number;
    discount: number;
    total: number;
    promoCode: string | null;
    startsAt: string | null;
    expiresAt: string | null;
    timeline: { to: string }[];
  }[];
  meta: { total: number };
};

describe('demo orders', () => {
  it('has orders in every status over the last 60 days, each with a consistent timeline', async () => {
    const since = new Date(Date.now() - 61 * 86_400_000).toISOString().slice(0, 10);
    for (const status of ORDER_STATUSES) {
      const res = await t.app.inject(
        as(t.admin, {
          method: 'GET',
          url: `/api/admin/orders?status=${status}&from=${since}&pageSize=100`,
        }),
      );
      const { data, meta } = json<Listed>(res);
      expect(meta.total, status).toBeGreaterThan(0);
      for (const order of data) {
        expect(order.timeline.at(-1)!.to).toBe(status);
        expect(order.total).toBe(order.subtotal - order.discount);
        if (status === 'expired') expect(Date.parse(order.expiresAt!)).toBeLessThan(Date.now());
        if (status === 'active') expect(Date.parse(order.expiresAt!)).toBeGreaterThan(Date.now());
      }
    }
  });

  it('has sales paid by card, moved by the card processor, beside manual ones', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/orders?status=active&pageSize=100' }),
    );
    type Moved = { paymentMethod: string; paidWith: string | null; timeline: Step[] };
    type Step = { to: string; by: unknown; system: string | null };
    const active = json<{ data: Moved[] }>(res).data;
    const card = active.filter((order) => order.paymentMethod === 'card');
    expect(card.length).toBeGreaterThan(0);
    expect(active.some((order) => order.paymentMethod === 'manual')).toBe(true);
    for (const order of card) {
      expect(order.paidWith).toBe('card');
      const paid = order.timeline.find((step) => step.to === 'paid')!;
      expect(paid).toMatchObject({ by: null, system: 'card_processor' });
    }
  });

  it('has promo codes whose uses match the orders placed with them', async () => {
    const codes = json<{ data: { code: string; uses: number; revenue: number }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: '/api/admin/promo-codes?pageSize=100' }),
      ),
    ).data;
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'SPORTS5', 'VIP25']),
    );
    // Every demo order, from the export, its status and code found by the columns' names.
    const csv = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/orders/export.csv' }),
    );
    const rows = csv.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    for (const code of codes) {
      const placed = rows.filter(
        (r) => r[PROMO_COLUMN] === code.code && r[STATUS_COLUMN] !== 'cancelled',
      );
      expect(code.uses, code.code).toBe(placed.length);
    }
    expect(codes.some((c) => c.revenue > 0)).toBe(true);
  });

  it('writes the admin’s status changes to the audit log', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/audit-log?entityType=order' }),
    );
    expect(json<{ meta: { total: number } }>(res).meta.total).toBeGreaterThan(20);
    // Today's orders move through their steps before now, not in the hours ahead.
    const latest = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/audit-log?sort=-createdAt&pageSize=1' }),
    );
    const [newest] = json<{ data: { createdAt: string }[] }>(latest).data;
    expect(Date.parse(newest!.createdAt)).toBeLessThanOrEqual(Date.now());
  });
});
