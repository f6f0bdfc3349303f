import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/test-app.ts';
import {
  as,
  moveBody,
  newCustomer,
  newPackage,
  newPromo,
  placeOrder,
  type TestCustomer,
  orderIn,
} from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';

const t = useShopTestApp({ package: { price: 3000 }, customer: true });
let other: { id: string };

beforeAll(async () => {
  other = await newPackage(t.app, t.admin, { price: 5000 });
});

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

type Check =
  | { valid: true; discount: number; total: number; subtotal: number; code: string }
  | { valid: false; reason: string; message: string };

async function check(code: string, who?: TestCustomer, serviceId = t.pkg.id): Promise<Check> {
  const options = {
    method: 'POST' as const,
    url: '/api/promo-codes/validate',
    payload: { code, serviceId },
  };
  const res = await t.app.inject(who ? as(who, options) : options);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Check }>(res).data;
}

describe('POST /api/promo-codes/validate', () => {
  it('answers the discount of a valid code, whatever its case', async () => {
    const promo = await newPromo(t.app, t.admin, {
      code: 'Spring25',
      discountType: 'percent',
      discountValue: 25,
    });
    expect(await check('SPRING25')).toEqual({
      valid: true,
      code: promo.code,
      discountType: 'percent',
      discountValue: 25,
      subtotal: 3000,
      discount: 750,
      total: 2250,
      currency: 'USD',
    });
  });

  it('never takes more than the price off', async () => {
    const promo = await newPromo(t.app, t.admin, { discountType: 'fixed', discountValue: 99_999 });
    expect(await check(promo.code)).toMatchObject({ valid: true, discount: 3000, total: 0 });
  });

  it.each([
    ['unknown', 'This promo code does not exist', {}],
    [
      'expired',
      'This promo code has expired',
      { validFrom: iso(-10 * DAY), validUntil: iso(-DAY) },
    ],
    ['not_yet_valid', 'This promo code is not valid yet', { validFrom: iso(DAY) }],
    ['used_up', 'This promo code has been used up', { maxUses: 1 }],
    [
      'not_for_this_package',
      'This promo code does not apply to this package',
      { serviceIds: 'other' },
    ],
    ['already_used', 'You have already used this promo code', { maxUsesPerCustomer: 1 }],
  ] as const)(
    'refuses a code that is %s, with its message, at checkout and when ordering',
    async (reason, message, fields) => {
      let code = 'NO-SUCH-CODE';
      const customer = await newCustomer(t.app);
      if (reason !== 'unknown') {
        const payload: Record<string, unknown> = { ...fields };
        if (fields === undefined || 'serviceIds' in payload) payload.serviceIds = [other.id];
        code = (await newPromo(t.app, t.admin, payload)).code;
        if (reason === 'used_up') {
          expect(
            (
              await placeOrder(t.app, await newCustomer(t.app), {
                serviceId: t.pkg.id,
                promoCode: code,
              })
            ).statusCode,
          ).toBe(201);
        }
        if (reason === 'already_used') {
          expect(
            (await placeOrder(t.app, customer, { serviceId: t.pkg.id, promoCode: code }))
              .statusCode,
          ).toBe(201);
        }
      }
      expect(await check(code, customer)).toEqual({ valid: false, reason, message });
      const ordered = await placeOrder(t.app, customer, { serviceId: t.pkg.id, promoCode: code });
      expect(ordered.statusCode).toBe(422);
      expect(json<{ errors: { promoCode: string[] } }>(ordered).errors.promoCode).toEqual([
        message,
      ]);
    },
  );

  it('takes a fixed amount off only packages priced in its currency, and says which', async () => {
    const yen = await newPackage(t.app, t.admin, { price: 3000, currency: 'JPY' });
    const dollars = await newPromo(t.app, t.admin, { discountType: 'fixed', discountValue: 500 });
    const message = 'This promo code applies only to packages priced in USD';
    const customer = await newCustomer(t.app);
    expect(await check(dollars.code, customer, yen.id)).toEqual({
      valid: false,
      reason: 'wrong_currency',
      message,
    });
    const ordered = await placeOrder(t.app, customer, {
      serviceId: yen.id,
      promoCode: dollars.code,
    });
    expect(ordered.statusCode).toBe(422);
    expect(json<{ errors: { promoCode: string[] } }>(ordered).errors.promoCode).toEqual([message]);
    // The same code on a package in dollars takes its $5; a percentage works in any currency.
    expect(await check(dollars.code, customer)).toMatchObject({ valid: true, discount: 500 });
    const percent = await newPromo(t.app, t.admin, { discountType: 'percent', discountValue: 10 });
    expect(await check(percent.code, customer, yen.id)).toMatchObject({
      valid: true,
      discount: 300,
      currency: 'JPY',
    });
  });

  it('treats a switched-off code as unknown, and a code for the package as valid', async () => {
    const off = await newPromo(t.app, t.admin, { active: false });
    expect(await check(off.code)).toMatchObject({ valid: false, reason: 'unknown' });
    const only = await newPromo(t.app, t.admin, { serviceIds: [t.pkg.id] });
    expect(await check(only.code)).toMatchObject({ valid: true });
  });

  it('refuses a package that is not on sale, and malformed input, with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo-codes/validate',
      payload: { code: 'X', serviceId: 'not-a-uuid' },
    });
    expect(res.statusCode).toBe(422);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/promo-codes/validate',
      payload: { code: 'X', serviceId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(gone.statusCode).toBe(422);
  });
});

describe('redemption under races', () => {
  const discounted = (results: Awaited<ReturnType<typeof placeOrder>>[]) =>
    results.filter((r) => r.statusCode === 201 && orderIn(r).discount > 0);

  it('gives the last use of a code to exactly one of two customers ordering at once', async () => {
    const promo = await newPromo(t.app, t.admin, { maxUses: 1, maxUsesPerCustomer: null });
    const [a, b] = [await newCustomer(t.app), await newCustomer(t.app)];
    const results = await Promise.all(
      [a, b].map((c) => placeOrder(t.app, c, { serviceId: t.pkg.id, promoCode: promo.code })),
    );
    expect(discounted(results)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 201)!;
    expect(refused.statusCode).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe('This promo code has been used up');
    const listed = json<{ data: { code: string; uses: number }[] }>(
      await t.app.inject(
        as(t.admin, { method: 'GET', url: `/api/admin/promo-codes?q=${promo.code}` }),
      ),
    ).data;
    expect(listed[0]).toMatchObject({ code: promo.code, uses: 1 });
  });

  it('gives one customer in two tabs one use of a once-per-customer code', async () => {
    const promo = await newPromo(t.app, t.admin, { maxUses: null, maxUsesPerCustomer: 1 });
    const customer = await newCustomer(t.app);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        placeOrder(t.app, customer, { serviceId: t.pkg.id, promoCode: promo.code }),
      ),
    );
    expect(discounted(results)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(json<{ message: string }>(r).message).toBe('You have already used this promo code');
    }
  });

  it('gives the use back when the order is cancelled', async () => {
    const promo = await newPromo(t.app, t.admin, { maxUses: 1 });
    const placed = orderIn(
      await placeOrder(t.app, t.customer, { serviceId: t.pkg.id, promoCode: promo.code }),
    );
    expect(await check(promo.code)).toMatchObject({ valid: false, reason: 'used_up' });
    await t.app.inject(
      as(t.admin, {
        method: 'PATCH',
        url: `/api/admin/orders/${placed.id}`,
        payload: { status: 'cancelled' },
      }),
    );
    expect(await check(promo.code, t.customer)).toMatchObject({ valid: true });
  });
});

describe('admin promo codes', () => {
  type Promo = {
    id: string;
    code: string;
    uses: number;
    revenue: number;
    active: boolean;
    discountValue: number;
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject(as(t.admin, { method, url, ...(payload ? { payload } : {}) }));

  it('creates with defaults, refuses the same code in another case with 409', async () => {
    const res = await call('POST', '/api/admin/promo-codes', {
      code: 'Welcome5',
      discountType: 'fixed',
      discountValue: 500,
      currency: 'usd',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: unknown }>(res).data).toMatchObject({
      code: 'Welcome5',
      currency: 'USD',
      maxUses: null,
      maxUsesPerCustomer: 1,
      serviceIds: [],
      active: true,
      uses: 0,
      revenue: 0,
    });
    const again = await call('POST', '/api/admin/promo-codes', {
      code: 'WELCOME5',
      discountType: 'percent',
      discountValue: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ errors: { code: string[] } }>(again).errors.code).toEqual([
      'This code already exists',
    ]);
  });

  it('asks for the currency of a fixed amount, and forgets it for a percentage', async () => {
    const noCurrency = await call('POST', '/api/admin/promo-codes', {
      code: 'NOCURRENCY',
      discountType: 'fixed',
      discountValue: 500,
    });
    expect(noCurrency.statusCode).toBe(422);
    expect(json<{ errors: object }>(noCurrency).errors).toEqual({
      currency: ['Choose the currency of the amount off'],
    });
    const promo = await newPromo(t.app, t.admin, { discountType: 'fixed', discountValue: 50 });
    const toPercent = await call('PATCH', `/api/admin/promo-codes/${promo.id}`, {
      discountType: 'percent',
    });
    expect(json<{ data: { currency: string | null } }>(toPercent).data.currency).toBeNull();
  });

  it('refuses bad fields with a field map, on create and on update of the merged record', async () => {
    const bad = await call('POST', '/api/admin/promo-codes', {
      code: 'a b',
      discountType: 'percent',
      discountValue: 150,
      validFrom: iso(DAY),
      validUntil: iso(0),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual([
      'code',
      'discountValue',
      'validUntil',
    ]);

    const promo = await newPromo(t.app, t.admin, { discountType: 'fixed', discountValue: 500 });
    const toPercent = await call('PATCH', `/api/admin/promo-codes/${promo.id}`, {
      discountType: 'percent',
    });
    expect(toPercent.statusCode).toBe(422);
    expect(json<{ errors: object }>(toPercent).errors).toEqual({
      discountValue: ['A percent discount is at most 100'],
    });
  });

  it('updates, counts revenue from paid orders, audits every change and deletes', async () => {
    const promo = await newPromo(t.app, t.admin, {
      discountType: 'fixed',
      discountValue: 1000,
      maxUsesPerCustomer: null,
    });
    const placed = orderIn(
      await placeOrder(t.app, t.customer, { serviceId: t.pkg.id, promoCode: promo.code }),
    );
    await placeOrder(t.app, t.customer, { serviceId: t.pkg.id, promoCode: promo.code });
    await call('PATCH', `/api/admin/orders/${placed.id}`, moveBody('paid'));

    const patched = await call('PATCH', `/api/admin/promo-codes/${promo.id}`, { active: false });
    expect(patched.statusCode).toBe(200);
    expect(json<{ data: Promo }>(patched).data).toMatchObject({
      active: false,
      uses: 2,
      revenue: 2000,
    });

    const listed = await call('GET', '/api/admin/promo-codes?active=false&sort=-uses&pageSize=5');
    const body = json<{ data: Promo[]; meta: { page: number; pageSize: number; total: number } }>(
      listed,
    );
    expect(body.data[0]!.id).toBe(promo.id);
    expect(body.meta).toMatchObject({ page: 1, pageSize: 5 });

    const removed = await call('DELETE', `/api/admin/promo-codes/${promo.id}`);
    expect(json(removed)).toEqual({
      success: true,
      data: { _id: promo.id, id: promo.id, deleted: true },
    });
    expect((await call('DELETE', `/api/admin/promo-codes/${promo.id}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/promo-codes/${promo.id}`, { active: true })).statusCode,
    ).toBe(404);

    // The order keeps the code it was placed with.
    const kept = orderIn(await call('GET', `/api/admin/orders/${placed.id}`));
    expect(kept.promoCode).toBe(promo.code);

    const audit = json<{
      data: {
        action: string;
        actor: { id: string };
        before: object | null;
        after: object | null;
      }[];
    }>(
      await call(
        'GET',
        `/api/admin/audit-log?entityType=promo_code&entityId=${promo.id}&sort=createdAt`,
      ),
    ).data;
    expect(audit.map((a) => a.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.delete',
    ]);
    expect(audit[0]!.actor.id).toBe(t.admin.id);
    expect(audit[0]!.before).toBeNull();
    // An update keeps only what changed.
    expect(audit[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(Object.keys(audit[1]!.after!)).toEqual(['active']);
    expect(audit[2]!.after).toBeNull();
  });
});
