import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  newPromo,
  placeOrder,
} from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { changedFields, recordAudit } from './audit.ts';

const t = useShopTestApp();

type Entry = {
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  actor: { id: string; name: string; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

beforeAll(async () => {
  await inTransaction(t.app.db, async (tx) => {
    await recordAudit(tx, {
      actorId: t.admin.id,
      action: 'widget.update',
      entityType: 'widget',
      entityId: 'w-1',
      before: { name: 'Old', colour: 'red', at: new Date('2026-01-01T00:00:00Z') },
      after: { name: 'New', colour: 'red', at: new Date('2026-01-01T00:00:00Z') },
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'widget.expire',
      entityType: 'widget',
      entityId: 'w-2',
    });
  });
});

const list = async (query = '') => {
  const res = await t.app.inject(
    as(t.admin, { method: 'GET', url: `/api/admin/audit-log?${query}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Entry[]; meta: { total: number; page: number; pageSize: number } }>(res);
};

describe('GET /api/admin/audit-log', () => {
  it('shows who changed what, keeping only the fields that changed', async () => {
    const { data } = await list('entityId=w-1');
    expect(data).toEqual([
      expect.objectContaining({
        action: 'widget.update',
        entityType: 'widget',
        actor: expect.objectContaining({ id: t.admin.id }),
        before: { name: 'Old' },
        after: { name: 'New' },
      }),
    ]);
  });

  it('filters by type, actor, search and dates, and pages', async () => {
    expect((await list('entityType=widget')).meta.total).toBe(2);
    expect(
      (await list(`entityType=widget&actorId=${t.admin.id}`)).data.map((e) => e.entityId),
    ).toEqual(['w-1']);
    expect((await list('q=expire')).data.map((e) => e.actor)).toEqual([null]);
    expect((await list('entityType=widget&to=2000-01-01')).meta.total).toBe(0);
    const page = await list('entityType=widget&sort=action&pageSize=1&page=2');
    expect(page.data.map((e) => e.action)).toEqual(['widget.update']);
    expect(page.meta).toEqual({ total: 2, page: 2, pageSize: 1 });
  });

  it('refuses an unknown sort or filter with 422', async () => {
    for (const query of ['sort=actorId', 'actorId=me', 'nope=1']) {
      const res = await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?${query}` }),
      );
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('the readable name of each record', () => {
  const patch = async (url: string, payload: object) => {
    const res = await t.app.inject(as(t.admin, { method: 'PATCH', url, payload }));
    expect(res.statusCode, res.body).toBe(200);
  };

  it('names an order by its number, a code by its current code, and a deleted one by its last', async () => {
    const pack = await newPackage(t.app, t.admin);
    const buyer = await newCustomer(t.app);
    const placed = json<{ data: { id: string; orderNumber: string } }>(
      await placeOrder(t.app, buyer, { serviceId: pack.id }),
    ).data;
    await patch(`/api/admin/orders/${placed.id}`, moveBody('paid'));
    // The status change keeps only the status, yet the row still says which order.
    const [paid] = (await list(`entityId=${placed.id}`)).data;
    expect(paid).toMatchObject({ entityLabel: placed.orderNumber, after: { status: 'paid' } });
    expect(paid!.after).not.toHaveProperty('orderNumber');

    const renamed = await newPromo(t.app, t.admin, {});
    await patch(`/api/admin/promo-codes/${renamed.id}`, { code: 'RENAMEDX' });
    const gone = await newPromo(t.app, t.admin, {});
    const deleted = await t.app.inject(
      as(t.admin, { method: 'DELETE', url: `/api/admin/promo-codes/${gone.id}` }),
    );
    expect(deleted.statusCode).toBe(200);
    const labels = async (id: string) =>
      (await list(`entityId=${id}&sort=createdAt`)).data.map((e) => [e.action, e.entityLabel]);
    expect(await labels(renamed.id)).toEqual([
      ['promo_code.create', 'RENAMEDX'],
      ['promo_code.update', 'RENAMEDX'],
    ]);
    expect(await labels(gone.id)).toEqual([
      ['promo_code.create', gone.code],
      ['promo_code.delete', gone.code],
    ]);
    expect((await list('entityId=w-1')).data[0]!.entityLabel).toBe('New');

    // An admin looking for an order searches by its number.
    expect((await list(`q=${placed.orderNumber}`)).data.map((e) => e.entityId)).toEqual([
      placed.id,
    ]);
  });

  it('lists the record types that have rows, once each and in order, for the filter', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/audit-log/entity-types?_t=1' }),
    );
    expect(res.statusCode).toBe(200);
    const types = json<{ data: string[] }>(res).data;
    expect(types).toEqual(expect.arrayContaining(['order', 'promo_code', 'widget']));
    expect(types).toEqual([...new Set(types)].sort());
    const refused = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/audit-log/entity-types?kind=x' }),
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe('changedFields', () => {
  it('keeps a create or delete whole and an update to what differs', () => {
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [2], c: 'x' })).toEqual({
      before: { b: [1], c: null },
      after: { b: [2], c: 'x' },
    });
  });

  it('keeps the fields the others read by, but only beside a change', () => {
    const percent = { discountType: 'percent', discountValue: 10 };
    expect(changedFields(percent, { ...percent, discountValue: 15 }, ['discountType'])).toEqual({
      before: { discountValue: 10, discountType: 'percent' },
      after: { discountValue: 15, discountType: 'percent' },
    });
    expect(changedFields(percent, percent, ['discountType'])).toEqual({ before: {}, after: {} });
  });
});
