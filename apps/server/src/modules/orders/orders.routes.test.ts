import { describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  newPromo,
  placeOrder,
  type OrderBody,
  orderIn,
} from '../../testing/order-kit.ts';
import { useShopTestApp, itIsForAdminsOnly, type RouteCall } from '../../testing/shop-test-app.ts';

const t = useShopTestApp({ package: { price: 2500, periodMonths: 3 }, customer: true });

async function setStatus(id: string, status: string, note?: string) {
  return t.app.inject(
    as(t.admin, {
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      payload: moveBody(status, note ? { note } : {}),
    }),
  );
}

describe('placing an order', () => {
  it('prices the order from the package on the server', async () => {
    const res = await placeOrder(t.app, t.customer, { serviceId: t.pkg.id });
    expect(res.statusCode, res.body).toBe(201);
    const placed = orderIn(res);
    expect(placed).toMatchObject({
      status: 'pending',
      subtotal: 2500,
      discount: 0,
      total: 2500,
      currency: 'USD',
      promoCode: null,
      startsAt: null,
    });
    expect(placed.orderNumber).toMatch(/^SF-\d{6}$/);
    expect(placed.timeline).toEqual([{ from: null, to: 'pending', at: expect.any(String) }]);
  });

  it('refuses a price, total or discount sent by the client', async () => {
    for (const field of ['price', 'total', 'discount', 'subtotal']) {
      const res = await placeOrder(t.app, t.customer, { serviceId: t.pkg.id, [field]: 1 });
      expect(res.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors).toHaveProperty(field);
    }
  });

  it('takes the discount of a code, computed on the server', async () => {
    const promo = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 20 });
    const res = await placeOrder(t.app, t.customer, {
      serviceId: t.pkg.id,
      promoCode: promo.code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderIn(res)).toMatchObject({
      subtotal: 2500,
      discount: 500,
      total: 2000,
      promoCode: promo.code,
    });
  });

  it('refuses a hidden or unknown package and a refused code with a field message', async () => {
    const unknown = await placeOrder(t.app, t.customer, {
      serviceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors.serviceId).toEqual([
      'This package is not available',
    ]);
    const badCode = await placeOrder(t.app, t.customer, {
      serviceId: t.pkg.id,
      promoCode: 'NOPE-NOPE',
    });
    expect(badCode.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(badCode).errors.promoCode).toEqual([
      'This promo code does not exist',
    ]);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { serviceId: t.pkg.id },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/mine' })).statusCode).toBe(401);
  });

  it('tells the admins live-list a new order arrived (type order)', async () => {
    const res = await placeOrder(t.app, t.customer, { serviceId: t.pkg.id });
    const { orderNumber } = orderIn(res);
    const list = await t.app.inject(as(t.admin, { method: 'GET', url: '/api/notifications' }));
    const notices = json<{ data: { type: string; title: string; link: string }[] }>(list).data;
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'order',
        title: `New order ${orderNumber}`,
        link: '/admin/orders',
      }),
    );
  });
});

describe('a customer’s own orders', () => {
  it('lists only the caller’s orders, newest first, with paging meta', async () => {
    const other = await newCustomer(t.app);
    await placeOrder(t.app, other, { serviceId: t.pkg.id });
    const res = await t.app.inject(
      as(other, { method: 'GET', url: '/api/orders/mine?pageSize=5' }),
    );
    expect(res.statusCode).toBe(200);
    const body = json<{
      data: OrderBody[];
      meta: { total: number; page: number; pageSize: number };
    }>(res);
    expect(body.meta).toEqual({ total: 1, page: 1, pageSize: 5 });
    expect(body.data).toHaveLength(1);
  });

  it('never shows or renews another customer’s order (404)', async () => {
    const mine = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    const stranger = await newCustomer(t.app);
    const renew = await t.app.inject(
      as(stranger, { method: 'POST', url: `/api/orders/${mine.id}/renew` }),
    );
    expect(renew.statusCode).toBe(404);
    const theirs = json<{ data: OrderBody[] }>(
      await t.app.inject(as(stranger, { method: 'GET', url: '/api/orders/mine' })),
    ).data;
    expect(theirs.map((o) => o.id)).not.toContain(mine.id);
  });

  it('customers do not see who changed their order nor the back-office note', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    await setStatus(placed.id, 'paid', 'Bank transfer 4471');
    const mine = json<{ data: (OrderBody & { note?: string })[] }>(
      await t.app.inject(as(t.customer, { method: 'GET', url: '/api/orders/mine?pageSize=100' })),
    ).data.find((o) => o.id === placed.id)!;
    expect(mine.note).toBeUndefined();
    expect(mine.timeline[1]).toEqual({ from: 'pending', to: 'paid', at: expect.any(String) });
  });
});

describe('status changes', () => {
  it('moves pending → paid → active → expired with a timeline, audit rows and notices', async () => {
    const customer = await newCustomer(t.app);
    const placed = orderIn(await placeOrder(t.app, customer, { serviceId: t.pkg.id }));
    for (const status of ['paid', 'active', 'expired']) {
      const res = await setStatus(placed.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(orderIn(res).status).toBe(status);
    }
    const detail = json<{ data: OrderBody & { customer: { email: string } } }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${placed.id}` })),
    ).data;
    expect(detail.customer.email).toBe(customer.email);
    expect(detail.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'pending'],
      ['pending', 'paid'],
      ['paid', 'active'],
      ['active', 'expired'],
    ]);
    expect(detail.timeline[1]!.by).toEqual({ id: t.admin.id, name: expect.any(String) });

    const audit = json<{
      data: { action: string; before: { status: string }; after: { status: string } }[];
    }>(
      await t.app.inject(
        as(t.admin, {
          method: 'GET',
          url: `/api/admin/audit-log?entityId=${placed.id}&sort=createdAt`,
        }),
      ),
    ).data;
    expect(audit.map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['order.status', 'pending', 'paid'],
      ['order.status', 'paid', 'active'],
      ['order.status', 'active', 'expired'],
    ]);

    const notices = json<{ data: { title: string; message: string; link: string }[] }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/notifications' })),
    ).data;
    expect(notices.map((n) => n.title).sort()).toEqual(
      ['Payment received', 'Subscription active', 'Subscription expired'].sort(),
    );
    expect(notices[0]!.message).toContain(placed.orderNumber);
    expect(notices[0]!.link).toBe('/account');
  });

  it('refuses a move the status does not allow with 409 and says which ones it does', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    const skip = await setStatus(placed.id, 'active');
    expect(skip.statusCode).toBe(409);
    expect(json<{ message: string }>(skip).message).toBe(
      'An order that is pending cannot become active; it can become paid or cancelled',
    );
    expect((await setStatus(placed.id, 'cancelled')).statusCode).toBe(200);
    const final = await setStatus(placed.id, 'paid');
    expect(final.statusCode).toBe(409);
    expect(json<{ message: string }>(final).message).toContain('it is final');
  });

  it('refuses a move made on a status the order no longer has (409), changing nothing', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    expect((await setStatus(placed.id, 'paid')).statusCode).toBe(200);
    // Another admin's page still shows it pending and offers Cancel.
    const stale = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { status: 'cancelled', from: 'pending' },
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string; errors: unknown }>(stale)).toMatchObject({
      message: 'This order became paid meanwhile, so nothing was changed. Check it and try again.',
      errors: { status: ['Changed from pending to paid by someone else'] },
    });
    const detail = json<{ data: OrderBody & { timeline: unknown[] } }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: `/api/admin/orders/${placed.id}` })),
    ).data;
    expect(detail.status).toBe('paid');
    expect(detail.timeline).toHaveLength(2);
    const current = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { status: 'active', from: 'paid' },
      }),
    );
    expect(current.statusCode, current.body).toBe(200);
  });

  it('refunds a paid order, and refuses an unknown status with 422', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    expect((await setStatus(placed.id, 'paid')).statusCode).toBe(200);
    expect((await setStatus(placed.id, 'refunded')).statusCode).toBe(200);
    expect((await setStatus(placed.id, 'lost')).statusCode).toBe(422);
    const nothing = await t.app.inject(
      as(t.admin, { method: 'PATCH', url: `/api/admin/orders/${placed.id}`, payload: {} }),
    );
    expect(nothing.statusCode).toBe(422);
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', 'paid');
    expect(missing.statusCode).toBe(404);
  });

  it('keeps an admin note without changing the status, and audits it', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    const res = await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { note: 'Called the customer' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(
      json<{ data: { note: string; status: string; timeline: unknown[] } }>(res).data,
    ).toMatchObject({
      note: 'Called the customer',
      status: 'pending',
      timeline: [expect.anything()],
    });
  });

  it('records a note change, and nothing when the status given is the one it has', async () => {
    const placed = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { note: 'Waiting for the transfer' },
      }),
    );
    expect((await setStatus(placed.id, 'pending')).statusCode).toBe(200);
    const audit = json<{ data: { action: string; after: { note: string } }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/audit-log?entityId=${placed.id}` }),
      ),
    ).data;
    expect(audit.map((a) => [a.action, a.after.note])).toEqual([
      ['order.note', 'Waiting for the transfer'],
    ]);
  });

  it('activation sets the period; a renewal starts when the running one ends', async () => {
    const customer = await newCustomer(t.app);
    const first = orderIn(await placeOrder(t.app, customer, { serviceId: t.pkg.id }));
    await setStatus(first.id, 'paid');
    const before = Date.now();
    const active = orderIn(await setStatus(first.id, 'active'));
    const startsAt = Date.parse(active.startsAt!);
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    const expected = new Date(startsAt);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    // Three months on (the day clamped to the month's end when it does not exist).
    expect(Math.abs(Date.parse(active.expiresAt!) - expected.getTime())).toBeLessThan(
      4 * 86_400_000,
    );

    const renewRes = await t.app.inject(
      as(customer, { method: 'POST', url: `/api/orders/${first.id}/renew` }),
    );
    expect(renewRes.statusCode, renewRes.body).toBe(201);
    const renewal = orderIn(renewRes);
    expect(renewal).toMatchObject({ status: 'pending', renewalOf: first.id, total: 2500 });
    await setStatus(renewal.id, 'paid');
    const renewed = orderIn(await setStatus(renewal.id, 'active'));
    expect(renewed.startsAt).toBe(active.expiresAt);
  });

  it('renews only a subscription that ran', async () => {
    const pending = orderIn(await placeOrder(t.app, t.customer, { serviceId: t.pkg.id }));
    const res = await t.app.inject(
      as(t.customer, { method: 'POST', url: `/api/orders/${pending.id}/renew` }),
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('admin orders list', () => {
  it('searches by name, email and order number, filters, sorts and pages', async () => {
    const named = await newCustomer(t.app, 'Zebulon Quartermaine');
    const pkg2 = await newPackage(t.app, t.admin, { price: 900 });
    const a = orderIn(await placeOrder(t.app, named, { serviceId: pkg2.id }));
    const b = orderIn(await placeOrder(t.app, named, { serviceId: pkg2.id }));
    await setStatus(b.id, 'paid');

    const list = async (query: string) => {
      const res = await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/orders?${query}` }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return json<{
        data: (OrderBody & { customer: { name: string } })[];
        meta: { total: number };
      }>(res);
    };
    expect((await list('q=quartermaine')).meta.total).toBe(2);
    expect(
      (await list(`q=${encodeURIComponent(named.email)}`)).data.map((o) => o.id).sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await list(`q=${a.orderNumber}`)).data.map((o) => o.id)).toEqual([a.id]);
    expect((await list(`serviceId=${pkg2.id}&status=paid`)).data.map((o) => o.id)).toEqual([b.id]);
    const sorted = await list(`serviceId=${pkg2.id}&sort=orderNumber`);
    expect(sorted.data.map((o) => o.id)).toEqual([a.id, b.id]);
    const paged = await list(`serviceId=${pkg2.id}&sort=-orderNumber&pageSize=1&page=2`);
    expect(paged.data.map((o) => o.id)).toEqual([a.id]);
    expect(paged.meta).toEqual({ total: 2, page: 2, pageSize: 1 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`serviceId=${pkg2.id}&from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await list(`serviceId=${pkg2.id}&to=2000-01-01`)).meta.total).toBe(0);
    // `%` is searched for, not a wildcard.
    expect((await list('q=%25')).meta.total).toBe(0);
  });

  it('refuses an unknown sort key and unknown parameters with 422', async () => {
    for (const query of [
      'sort=password',
      'status=lost',
      'from=yesterday',
      'pageSize=1000',
      'foo=1',
    ]) {
      const res = await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/orders?${query}` }),
      );
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('CSV export', () => {
  it('streams the filtered orders, with formula-looking cells neutralised', async () => {
    const evil = await newCustomer(t.app, '=HYPERLINK("http://evil.example","x")');
    const pkg3 = await newPackage(t.app, t.admin, { price: 1234, name: '+Plus, "quoted" package' });
    const placed = orderIn(await placeOrder(t.app, evil, { serviceId: pkg3.id }));

    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: `/api/admin/orders/export.csv?serviceId=${pkg3.id}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'orderNumber,createdAt,status,customerName,customerEmail,package,subtotal,discount,total,currency,paidWith,promoCode,startsAt,expiresAt,invoiceNumber,creditNoteNumber',
    );
    expect(lines).toHaveLength(2);
    const createdAt = lines[1]!.split(',')[1];
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The name would run as a formula in a spreadsheet: it is text, quoted, its quotes doubled.
    expect(lines[1]).toBe(
      `${placed.orderNumber},${createdAt},pending,"'=HYPERLINK(""http://evil.example"",""x"")",` +
        `${evil.email},"'+Plus, ""quoted"" package",1234,0,1234,USD,,,,,,`,
    );
  });

  it('exports every order when nothing is filtered, in the list’s order', async () => {
    const res = await t.app.inject(
      as(t.admin, { method: 'GET', url: '/api/admin/orders/export.csv?sort=orderNumber' }),
    );
    const total = json<{ meta: { total: number } }>(
      await t.app.inject(as(t.admin, { method: 'GET', url: '/api/admin/orders?pageSize=1' })),
    ).meta.total;
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(total);
    const numbers = rows.map((line) => line.split(',')[0]!);
    expect(numbers).toEqual([...numbers].sort());
  });
});

describe('admin only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: RouteCall[] = [
    ['GET', '/api/admin/orders'],
    ['GET', `/api/admin/orders/${id}`],
    ['PATCH', `/api/admin/orders/${id}`, moveBody('paid')],
    ['GET', '/api/admin/orders/export.csv'],
    ['GET', '/api/admin/promo-codes'],
    [
      'POST',
      '/api/admin/promo-codes',
      { code: 'ABCDEF', discountType: 'fixed', discountValue: 100, currency: 'USD' },
    ],
    ['PATCH', `/api/admin/promo-codes/${id}`, { active: false }],
    ['DELETE', `/api/admin/promo-codes/${id}`],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/audit-log/entity-types'],
  ];

  itIsForAdminsOnly(t, routes);
});
