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
      paymentMethod: 'manual',
    });
    expect(CreateOrderBodySchema.parse({ serviceId: id, promoCode: '' })).toEqual({
      serviceId: id,
      paymentMethod: 'manual',
    });
  });

  it('pays by hand unless card is asked for; a billing address is optional, trimmed, bounded', () => {
    expect(
      CreateOrderBodySchema.parse({
        serviceId: id,
        paymentMethod: 'card',
        billingAddress: '  Acme Ltd\n1 High Street  ',
      }),
    ).toEqual({ serviceId: id, paymentMethod: 'card', billingAddress: 'Acme Ltd\n1 High Street' });
    expect(CreateOrderBodySchema.parse({ serviceId: id, billingAddress: '  ' })).toEqual({
      serviceId: id,
      paymentMethod: 'manual',
    });
    expect(CreateOrderBodySchema.safeParse({ serviceId: id, paymentMethod: 'cash' }).success).toBe(
      false,
    );
    expect(
      CreateOrderBodySchema.safeParse({ serviceId: id, billingAddress: 'x'.repeat(501) }).success,
    ).toBe(false);
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
    expect(UpdateOrderBodySchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(UpdateOrderBodySchema.parse({ note: null })).toEqual({ note: null });
    expect(UpdateOrderBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateOrderBodySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(UpdateOrderBodySchema.safeParse({ total: 0 }).success).toBe(false);
  });

  it('marks paid only with what payment was seen, and takes that with no other move', () => {
    const fields = (body: unknown) => {
      const result = UpdateOrderBodySchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(
      UpdateOrderBodySchema.parse({ status: 'paid', paidWith: 'cash', paymentNote: ' Till 3 ' }),
    ).toEqual({ status: 'paid', paidWith: 'cash', paymentNote: 'Till 3' });
    expect(fields({ status: 'paid' })).toEqual(['paidWith', 'paymentNote']);
    expect(fields({ status: 'paid', paidWith: 'card', paymentNote: 'x' })).toEqual(['paidWith']);
    expect(fields({ status: 'paid', paidWith: 'cash', paymentNote: '  ' })).toEqual([
      'paymentNote',
    ]);
    expect(fields({ status: 'cancelled', paymentNote: 'x' })).toEqual(['paymentNote']);
    expect(fields({ note: 'x', paidWith: 'cash' })).toEqual(['paidWith']);
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
    trial: false,
    paymentMethod: 'manual',
    paidWith: 'cash',
    invoiceNumber: null,
    creditNoteNumber: null,
    createdAt: at,
    updatedAt: at,
    timeline: [
      { from: null, to: 'pending', at, by: { id, name: 'Admin' }, system: null, note: 'x' },
    ],
  };

  it('tell a customer neither who changed the order nor the back-office note', () => {
    const seen = OrderSchema.parse({
      ...order,
      note: 'internal',
      paymentNote: 'Till 3, receipt 0042',
      customer: { id, name: 'A', email: 'a@b.c' },
    });
    expect(seen).not.toHaveProperty('note');
    expect(seen).not.toHaveProperty('paymentNote');
    expect(seen.paidWith).toBe('cash');
    expect(seen).not.toHaveProperty('customer');
    expect(seen.timeline[0]).toEqual({ from: null, to: 'pending', at });
  });

  it('give admins the customer, the note and who made each change', () => {
    const admin = AdminOrderSchema.parse({
      ...order,
      note: 'internal',
      paymentNote: 'Till 3, receipt 0042',
      attention: null,
      customer: { id, name: 'A', email: 'a@b.c' },
    });
    expect(admin.timeline[0]).toMatchObject({ by: { id, name: 'Admin' }, note: 'x' });
    expect(admin.customer.email).toBe('a@b.c');
  });
});
