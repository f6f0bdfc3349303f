import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAsAdmin, registerUser, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/services', () => {
  it('lists the seeded active packages in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services?_t=123' });
    expect(res.statusCode).toBe(200);
    const body = json<{ success: boolean; data: { name: string; sortOrder: number; _id: string; id: string }[] }>(res);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const orders = body.data.map((s) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.data[0]!._id).toBe(body.data[0]!.id);
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('refuses unknown query parameters with a field map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services?foo=1' });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({ foo: ['Unknown field'] });
  });
});

describe('admin packages', () => {
  it('401 without a token, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/services' })).statusCode).toBe(401);
    const customer = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: bearer(customer.token) });
    expect(res.statusCode).toBe(403);
  });

  it('creates, updates and deletes a package', async () => {
    const admin = await loginAsAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: bearer(admin.token),
      payload: { name: 'Weekend Pass', price: 499, periodMonths: 1, maxDevices: 1 },
    });
    expect(created.statusCode).toBe(201);
    const service = json<{ data: { id: string; currency: string; active: boolean } }>(created).data;
    expect(service).toMatchObject({ currency: 'USD', active: true });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${service.id}`,
      headers: bearer(admin.token),
      payload: { price: 599 },
    });
    expect(json<{ data: { price: number; name: string } }>(patched).data).toMatchObject({ price: 599, name: 'Weekend Pass' });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/services/${service.id}`, headers: bearer(admin.token) });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/services/${service.id}`, headers: bearer(admin.token) });
    expect(again.statusCode).toBe(404);
  });
});
