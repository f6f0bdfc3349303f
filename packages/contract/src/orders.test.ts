import { describe, expect, it } from 'vitest';
import {
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  CreateOrderBodySchema,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderSchema,
  UpdateOrderBodySchema,
  canMoveOrder,
} from './orders.ts';

const id = '0b7d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e';
const at = '2026-11-01T10:00:00.000Z';

describe('CreateOrderBodySchema', () => {
  it('takes a package and an optional code, an empty code meaning none', () => {
    expect(CreateOrderBodySchema.parse({ serviceId: id, promoCode: ' SPRING ' })).toEqual({
      serviceId: id,
      promoCode: 'SPRING',
    });
    expect(CreateOrderBodySchema.parse({ serviceId: id, promoCode: '' })).toEqual({
      serviceId: id,
    });
  });

  it('refuses any money the client sends: prices are the server’s', () => {
    for (const field of ['price', 'total', 'discount', 'subtotal', 'currency']) {
      const result = CreateOrderBodySchema.safeParse({ serviceId: id, [field]: 1 });
      expect(result.success, field).toBe(false);
    }
  });
});

describe('order statuses', () => {
  it('follow pending → paid → active → expired, or cancelled / refunded', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'active')).toBe(true);
    expect(canMoveOrder('active', 'expired')).toBe(true);
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('active', 'refunded')).toBe(true);
    expect(canMoveOrder('pending', 'active')).toBe(false);
    expect(canMoveOrder('pending', 'refunded')).toBe(false);
    expect(canMoveOrder('expired', 'active')).toBe(false);
  });

  it('end in expired, cancelled and refunded, and name only known statuses', () => {
    for (const status of ['expired', 'cancelled', 'refunded'] as const) {
      expect(ORDER_TRANSITIONS[status]).toEqual([]);
    }
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const target of targets) expect(ORDER_STATUSES).toContain(target);
    }
  });
});

describe('UpdateOrderBodySchema', () => {
  it('takes a status, a note or both; not nothing, not a price', () => {
    expect(UpdateOrderBodySchema.parse({ status: 'paid' })).toEqual({ status: 'paid' });
    expect(UpdateOrderBodySchema.parse({ note: null })).toEqual({ note: null });
    expect(UpdateOrderBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateOrderBodySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(UpdateOrderBodySchema.safeParse({ total: 0 }).success).toBe(false);
  });
});

describe('AdminOrderListQuerySchema', () => {
  it('defaults to the newest first, page 1 of 20', () => {
    expect(AdminOrderListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: '-createdAt',
    });
  });

  it('takes search, filters, dates and a known sort key either way', () => {
    const query = AdminOrderListQuerySchema.parse({
      q: ' SF-001 ',
      status: 'paid',
      serviceId: id,
      from: '2026-11-01',
      to: at,
      sort: 'total',
      page: '2',
      pageSize: '50',
      _t: '1',
    });
    expect(query).toMatchObject({ q: 'SF-001', sort: 'total', page: 2, pageSize: 50 });
    expect(AdminOrderListQuerySchema.parse({ sort: '-expiresAt' }).sort).toBe('-expiresAt');
  });

  it('refuses unknown sort keys, bad dates and unknown parameters', () => {
    for (const query of [
      { sort: 'password' },
      { from: 'yesterday' },
      { pageSize: '500' },
      { foo: '1' },
    ]) {
      expect(AdminOrderListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('order answers', () => {
  const order = {
    _id: id,
    id,
    orderNumber: 'SF-001000',
    serviceId: id,
    serviceName: 'Premium',
    periodMonths: 1,
    status: 'active',
    subtotal: 2500,
    discount: 500,
    total: 2000,
    currency: 'USD',
    promoCode: 'SPRING',
    startsAt: at,
    expiresAt: at,
    renewalOf: null,
    createdAt: at,
    updatedAt: at,
    timeline: [{ from: null, to: 'pending', at, by: { id, name: 'Admin' }, note: 'x' }],
  };

  it('tell a customer neither who changed the order nor the back-office note', () => {
    const seen = OrderSchema.parse({
      ...order,
      note: 'internal',
      customer: { id, name: 'A', email: 'a@b.c' },
    });
    expect(seen).not.toHaveProperty('note');
    expect(seen).not.toHaveProperty('customer');
    expect(seen.timeline[0]).toEqual({ from: null, to: 'pending', at });
  });

  it('give admins the customer, the note and who made each change', () => {
    const admin = AdminOrderSchema.parse({
      ...order,
      note: 'internal',
      customer: { id, name: 'A', email: 'a@b.c' },
    });
    expect(admin.timeline[0]).toMatchObject({ by: { id, name: 'Admin' }, note: 'x' });
    expect(admin.customer.email).toBe('a@b.c');
  });
});
