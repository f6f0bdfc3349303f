import type {
  AdminTrial,
  MySubscription,
  Trial,
  TrialRefusal,
  TrialSummary,
} from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { as, newPackage, orderIn, placeOrder } from '../../testing/order-kit.ts';
import { useShopTestApp } from '../../testing/shop-test-app.ts';
import { json } from '../../testing/test-app.ts';
import { takeTrial, trialCustomer, trialPackage } from '../../testing/trial-kit.ts';

const t = useShopTestApp();

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(as(t.admin, { method, url, ...(payload ? { payload } : {}) }));

const summary = async () =>
  json<{ data: TrialSummary }>(await admin('GET', '/api/admin/trials/summary')).data;

/** The refusal's status and reason, and that it was counted for the admins. */
async function expectRefused(
  ask: () => ReturnType<typeof takeTrial>,
  reason: TrialRefusal,
  status: number,
) {
  const before = (await summary()).refusals[reason];
  // Asked only once the count before is read: on PostgreSQL the two would otherwise race.
  const res = await ask();
  expect(res.statusCode, res.body).toBe(status);
  const body = json<{ success: boolean; reason: string; message: string }>(res);
  expect(body).toMatchObject({ success: false, reason });
  expect(body.message.length).toBeGreaterThan(10);
  expect((await summary()).refusals[reason]).toBe(before + 1);
}

describe('taking a free trial', () => {
  it('gives a verified customer one trial with access, and never a second one', async () => {
    const pkg = await trialPackage(t.app, t.admin, 24);
    const other = await trialPackage(t.app, t.admin, 48);
    const customer = await trialCustomer(t.app);
    const before = Date.now();

    const res = await takeTrial(t.app, customer, pkg.id);
    expect(res.statusCode, res.body).toBe(201);
    const trial = json<{ data: Trial }>(res).data;
    expect(trial).toMatchObject({ serviceId: pkg.id, status: 'running' });
    const hours = (Date.parse(trial.endsAt) - Date.parse(trial.startsAt)) / 3_600_000;
    expect(hours).toBe(24);
    expect(Date.parse(trial.startsAt)).toBeGreaterThanOrEqual(before - 1000);

    const mine = json<{ data: MySubscription[] }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/account/subscriptions' })),
    ).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ trial: true, status: 'active', accessState: 'active' });
    expect(mine[0]!.access?.username).toMatch(/^sf\d{4}[a-z]{4}$/);
    expect(mine[0]!.access?.password.length).toBeGreaterThanOrEqual(16);
    // Nothing paid, nothing invoiced.
    const orders = json<{ data: { id: string; total: number; invoiceNumber: string | null }[] }>(
      await t.app.inject(as(customer, { method: 'GET', url: '/api/orders/mine' })),
    ).data;
    expect(orders).toEqual([
      expect.objectContaining({ id: trial.orderId, total: 0, invoiceNumber: null }),
    ]);

    // Another package, another day's address: still one trial per customer, ever.
    await expectRefused(
      () => takeTrial(t.app, { ...customer, ip: '10.99.0.1' }, other.id),
      'already_used',
      409,
    );
  });

  it('refuses an email that is not verified yet', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const customer = await trialCustomer(t.app, { verified: false });
    await expectRefused(() => takeTrial(t.app, customer, pkg.id), 'not_verified', 409);
  });

  it('knows a.b+x@gmail.com as the ab@gmail.com that had a trial', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const stamp = Date.now().toString(36);
    const first = await trialCustomer(t.app, { email: `ab${stamp}@gmail.com` });
    expect((await takeTrial(t.app, first, pkg.id)).statusCode).toBe(201);
    const again = await trialCustomer(t.app, { email: `a.b${stamp}+x@gmail.com` });
    await expectRefused(() => takeTrial(t.app, again, pkg.id), 'already_used', 409);
  });

  it('refuses an address at a disposable-mail service', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const customer = await trialCustomer(t.app, { email: `viewer${Date.now()}@mailinator.com` });
    await expectRefused(() => takeTrial(t.app, customer, pkg.id), 'disposable_email', 422);
  });

  it('gives one trial per network address per day', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const first = await trialCustomer(t.app, { ip: '10.98.7.7' });
    const second = await trialCustomer(t.app, { ip: '10.98.7.7' });
    expect((await takeTrial(t.app, first, pkg.id)).statusCode).toBe(201);
    await expectRefused(() => takeTrial(t.app, second, pkg.id), 'address_limit', 429);
    // Tried again when the day has turned: a UTC midnight away at most.
    const wait = Number((await takeTrial(t.app, second, pkg.id)).headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(86_400);
    // From another address the same customer may.
    expect((await takeTrial(t.app, { ...second, ip: '10.98.7.8' }, pkg.id)).statusCode).toBe(201);
  });

  it('stops at the site-wide daily cap, and pauses when an admin says so', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const { startedToday } = await summary();
    const capped = await admin('PUT', '/api/admin/trials/settings', {
      dailyCap: startedToday + 1,
      paused: false,
    });
    expect(capped.statusCode, capped.body).toBe(200);
    expect((await takeTrial(t.app, await trialCustomer(t.app), pkg.id)).statusCode).toBe(201);
    await expectRefused(
      async () => takeTrial(t.app, await trialCustomer(t.app), pkg.id),
      'daily_limit',
      429,
    );

    await admin('PUT', '/api/admin/trials/settings', { dailyCap: 1000, paused: true });
    await expectRefused(
      async () => takeTrial(t.app, await trialCustomer(t.app), pkg.id),
      'paused',
      503,
    );
    await admin('PUT', '/api/admin/trials/settings', { dailyCap: 1000, paused: false });
    expect((await takeTrial(t.app, await trialCustomer(t.app), pkg.id)).statusCode).toBe(201);
  });

  it('refuses a package without a trial, and answers 404 for one that does not exist', async () => {
    const plain = await newPackage(t.app, t.admin);
    const customer = await trialCustomer(t.app);
    await expectRefused(() => takeTrial(t.app, customer, plain.id), 'no_trial', 422);
    const missing = await takeTrial(t.app, customer, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject(
      as(customer, { method: 'POST', url: '/api/trials', payload: { serviceId: 'x' } }),
    );
    expect(bad.statusCode).toBe(422);
  });

  it('makes one trial of two requests sent at once by one customer', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const customer = await trialCustomer(t.app);
    const answers = await Promise.all([
      takeTrial(t.app, customer, pkg.id),
      takeTrial(t.app, { ...customer, ip: '10.97.1.2' }, pkg.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const list = json<{ data: AdminTrial[] }>(
      await admin('GET', `/api/admin/trials?q=${encodeURIComponent(customer.email)}`),
    ).data;
    expect(list).toHaveLength(1);
  });

  it('is for signed-in customers only; the admin calls for admins only', async () => {
    const pkg = await trialPackage(t.app, t.admin);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/trials',
      payload: { serviceId: pkg.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await trialCustomer(t.app);
    const listed = await t.app.inject(as(customer, { method: 'GET', url: '/api/admin/trials' }));
    expect(listed.statusCode).toBe(403);
  });

  it('shows the trial on the package catalogue, and a trial order costs nothing', async () => {
    const pkg = await trialPackage(t.app, t.admin, 72);
    const catalogue = json<{ data: { id: string; trialHours: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/services' }),
    ).data;
    expect(catalogue.find((s) => s.id === pkg.id)?.trialHours).toBe(72);
    // A paid order of the same package is untouched by the trial settings.
    const buyer = await trialCustomer(t.app);
    const order = orderIn(await placeOrder(t.app, buyer, { serviceId: pkg.id }));
    expect(order).toMatchObject({ trial: false, total: 1499 });
  });
});
