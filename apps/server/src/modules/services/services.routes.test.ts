import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../plugins/public-caches.ts';
import { SERVICES_CHANGED } from './services.public-cache.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bearer, createTestApp, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/services', () => {
  it('lists the seeded active packages in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services?_t=123' });
    expect(res.statusCode).toBe(200);
    const body = json<{
      success: boolean;
      data: { name: string; sortOrder: number; _id: string; id: string }[];
    }>(res);
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
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      foo: ['Unknown field'],
    });
  });
});

describe('admin packages', () => {
  it('401 without a token, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/services' })).statusCode).toBe(
      401,
    );
    const customer = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/services',
      headers: bearer(customer.token),
    });
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
    expect(json<{ data: { price: number; name: string } }>(patched).data).toMatchObject({
      price: 599,
      name: 'Weekend Pass',
    });

    // As a client that sends the JSON content type on every call does: no body, yet JSON.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/services/${service.id}`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({
      success: true,
      data: { _id: service.id, id: service.id, deleted: true },
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/services/${service.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves an audit row for each change, by whom and what changed', async () => {
    const admin = await loginAsAdmin(t.app);
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const created = await call('POST', '/api/admin/services', {
      name: 'Audit Pass',
      price: 700,
      periodMonths: 1,
      maxDevices: 1,
    });
    const { id } = json<{ data: { id: string } }>(created).data;
    await call('PATCH', `/api/admin/services/${id}`, { price: 900, popular: true });
    await call('POST', `/api/admin/services/${id}/move`, { direction: 'up' });
    await call('DELETE', `/api/admin/services/${id}`);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?entityId=${id}&sort=createdAt`,
      headers: bearer(admin.token),
    });
    const rows = json<{
      data: {
        action: string;
        actor: { id: string } | null;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    }>(log).data;
    expect(rows.map((row) => row.action)).toEqual([
      'service.create',
      'service.update',
      'service.move',
      'service.delete',
    ]);
    expect(rows.every((row) => row.actor?.id === admin.user.id)).toBe(true);
    expect(rows[0]).toMatchObject({ before: null, after: { name: 'Audit Pass', price: 700 } });
    expect(rows[1]).toMatchObject({
      before: { price: 700, popular: false },
      after: { price: 900, popular: true },
    });
    expect(Object.keys(rows[1]!.after!).sort()).toEqual(['popular', 'price']);
    expect(rows[3]).toMatchObject({ before: { name: 'Audit Pass' }, after: null });
  });
});

type Service = {
  id: string;
  _id: string;
  name: string;
  price: number;
  active: boolean;
  popular: boolean;
  sortOrder: number;
  features: string[];
  highlights: string[];
  currency: string;
};
type ErrorAnswer = { success: false; message: string; errors?: Record<string, string[]> };

describe('admin packages: validation and visibility', () => {
  let token: string;
  const base = { name: 'Validation Pass', price: 999, periodMonths: 1, maxDevices: 2 };
  beforeAll(async () => {
    token = (await loginAsAdmin(t.app)).token;
  });

  const create = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/services/${id}`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  function fieldErrors(res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(422);
    const body = json<ErrorAnswer>(res as Parameters<typeof json>[0]);
    expect(body.success).toBe(false);
    expect(body.message).toBe('Validation failed');
    return body.errors;
  }

  it('refuses bad create bodies with a field map', async () => {
    expect(fieldErrors(await create({ ...base, price: -1 }))).toEqual({
      price: ['Price cannot be negative'],
    });
    expect(fieldErrors(await create({ ...base, price: 9.99 }))).toEqual({
      price: ['Price must be a whole number of minor units'],
    });
    expect(Object.keys(fieldErrors(await create({ ...base, price: '999' }))!)).toEqual(['price']);
    expect(fieldErrors(await create({ ...base, discount: 5 }))).toEqual({
      discount: ['Unknown field'],
    });
    expect(Object.keys(fieldErrors(await create({ ...base, highlights: ['cartoons'] }))!)).toEqual([
      'highlights.0',
    ]);
    expect(Object.keys(fieldErrors(await create({ ...base, currency: 'dollars' }))!)).toEqual([
      'currency',
    ]);
    const missing = fieldErrors(await create({}));
    expect(Object.keys(missing!).sort()).toEqual(['maxDevices', 'name', 'periodMonths', 'price']);
  });

  it('refuses bad PATCH bodies with a field map', async () => {
    const created = json<{ data: Service }>(await create(base)).data;
    expect(fieldErrors(await patch(created.id, { price: -5 }))).toEqual({
      price: ['Price cannot be negative'],
    });
    expect(fieldErrors(await patch(created.id, { price: 1.5 }))).toEqual({
      price: ['Price must be a whole number of minor units'],
    });
    expect(fieldErrors(await patch(created.id, { owner: 'me' }))).toMatchObject({
      owner: ['Unknown field'],
    });
    expect(fieldErrors(await patch(created.id, {}))).toEqual({ body: ['Nothing to update'] });
    expect(Object.keys(fieldErrors(await patch(created.id, { name: '   ' }))!)).toEqual(['name']);
    // Nothing above changed the package.
    const listed = json<{ data: Service[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: bearer(token) }),
    ).data;
    expect(listed.find((s) => s.id === created.id)).toMatchObject({
      price: 999,
      name: 'Validation Pass',
    });
  });

  it('PATCH takes any subset and keeps the rest', async () => {
    const created = json<{ data: Service }>(
      await create({ ...base, features: ['HD'], highlights: ['vod'], popular: true, sortOrder: 7 }),
    ).data;
    const steps: [Record<string, unknown>, Partial<Service>][] = [
      [{ name: 'Renamed Pass' }, { name: 'Renamed Pass', price: 999, popular: true }],
      [{ popular: false }, { name: 'Renamed Pass', popular: false, features: ['HD'] }],
      [
        { features: ['HD', '4K'], highlights: ['sports', 'live_tv'] },
        { features: ['HD', '4K'], highlights: ['sports', 'live_tv'], sortOrder: 7 },
      ],
      [
        { currency: 'eur', sortOrder: 2, price: 0 },
        { currency: 'EUR', sortOrder: 2, price: 0, name: 'Renamed Pass' },
      ],
    ];
    for (const [body, expected] of steps) {
      const res = await patch(created.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ data: Service }>(res).data).toMatchObject(expected);
    }
  });

  it('404 for an unknown id, 422 for an id that is not a uuid', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFoundPatch = await patch(unknown, { price: 100 });
    expect(notFoundPatch.statusCode).toBe(404);
    expect(json(notFoundPatch)).toEqual({ success: false, message: 'Package not found' });
    const notFoundDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/services/${unknown}`,
      headers: bearer(token),
    });
    expect(notFoundDelete.statusCode).toBe(404);

    expect(fieldErrors(await patch('abc', { price: 100 }))!).toHaveProperty('id');
    const badDelete = await t.app.inject({
      method: 'DELETE',
      url: "/api/admin/services/1'%20or%201=1",
      headers: bearer(token),
    });
    expect(Object.keys(fieldErrors(badDelete)!)).toEqual(['id']);
  });

  it('hides inactive packages from the public list but not from the admin list', async () => {
    const hidden = json<{ data: Service }>(
      await create({ ...base, name: 'Hidden Pass', active: false }),
    ).data;
    expect(hidden.active).toBe(false);
    const publicNames = () =>
      t.app
        .inject({ method: 'GET', url: '/api/services' })
        .then((res) => json<{ data: Service[] }>(res).data.map((s) => s.id));
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/services?_t=1',
      headers: bearer(token),
    });
    expect(json<{ data: Service[] }>(adminList).data.map((s) => s.id)).toContain(hidden.id);
    expect(await publicNames()).not.toContain(hidden.id);

    // Every admin change shows in the public list at once.
    expect((await patch(hidden.id, { active: true })).statusCode).toBe(200);
    expect(await publicNames()).toContain(hidden.id);
    expect((await patch(hidden.id, { active: false })).statusCode).toBe(200);
    expect(await publicNames()).not.toContain(hidden.id);
    const shown = json<{ data: Service }>(await create({ ...base, name: 'Shown Pass' })).data;
    expect(await publicNames()).toContain(shown.id);
    await patch(shown.id, { name: 'Shown Pass Renamed' });
    const publicList = json<{ data: Service[] }>(
      await t.app.inject({ method: 'GET', url: '/api/services' }),
    ).data;
    expect(publicList.find((s) => s.id === shown.id)?.name).toBe('Shown Pass Renamed');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/services/${shown.id}`,
      headers: bearer(token),
    });
    expect(await publicNames()).not.toContain(shown.id);
  });
});

describe('every admin route checks the role', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const routes = [
    { method: 'GET', url: '/api/admin/services' },
    {
      method: 'POST',
      url: '/api/admin/services',
      payload: { name: 'X', price: 1, periodMonths: 1, maxDevices: 1 },
    },
    { method: 'PATCH', url: `/api/admin/services/${id}`, payload: { price: 1 } },
    { method: 'DELETE', url: `/api/admin/services/${id}` },
  ] as const;
  let customerToken: string;
  beforeAll(async () => {
    customerToken = (await registerUser(t.app)).token;
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}: 401 without a token, 403 for a customer`, async () => {
      const anonymous = await t.app.inject({ ...route });
      expect(anonymous.statusCode).toBe(401);
      expect(json<ErrorAnswer>(anonymous).success).toBe(false);
      const customer = await t.app.inject({ ...route, headers: bearer(customerToken) });
      expect(customer.statusCode).toBe(403);
      expect(json<ErrorAnswer>(customer)).toEqual({
        success: false,
        message: 'Admin access required',
      });
      // The role is checked before the body: bad input from a customer is still 403.
      const badBody = await t.app.inject({
        ...route,
        payload: { nonsense: true },
        headers: bearer(customerToken),
      });
      expect(badBody.statusCode).toBe(403);
    });
  }
});

describe('the cached public list', () => {
  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/services', headers });
  const names = async () => json<{ data: Service[] }>(await list()).data.map((s) => s.name);

  it('is served compressed (br or gzip) when accepted, identical in content', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

    const br = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gzip = await list({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await list({ 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);

    // The usual headers are all there on the cached answer.
    for (const res of [plain, br, gzip]) {
      expect(res.headers['x-ratelimit-limit']).toBeDefined();
      expect(res.headers['x-ratelimit-remaining']).toBeDefined();
      expect(res.headers['x-ratelimit-reset']).toBeDefined();
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('is rebuilt when another instance announces a change on the message bus', async () => {
    const [first] = json<{ data: Service[] }>(await list()).data;
    await t.app.db
      .update(services)
      .set({ name: 'Renamed elsewhere' })
      .where(eq(services.id, first!.id));
    // This instance did not make the change, so it still answers from its cache...
    expect(await names()).not.toContain('Renamed elsewhere');
    // ...until the instance that did tells everyone.
    await t.app.bus.publish(SERVICES_CHANGED, null);
    await vi.waitFor(async () => expect(await names()).toContain('Renamed elsewhere'));
  });

  it('expires on its own, for edits made straight in the database', async () => {
    const [first] = json<{ data: Service[] }>(await list()).data;
    await t.app.db
      .update(services)
      .set({ name: 'Edited in psql' })
      .where(eq(services.id, first!.id));
    expect(await names()).not.toContain('Edited in psql');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_CACHE_TTL_MS + 1);
    try {
      expect(await names()).toContain('Edited in psql');
    } finally {
      clock.mockRestore();
    }
  });
});
