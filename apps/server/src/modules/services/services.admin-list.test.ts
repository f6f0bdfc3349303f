import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

type Service = { id: string; name: string; price: number; active: boolean; sortOrder: number };
type ListAnswer = {
  success: true;
  data: Service[];
  meta: { page: number; pageSize: number; total: number };
};

const t = useTestApp();
let token: string;

// Known packages only: the seeded ones are removed so that totals and orders are exact.
const fixtures = [
  { name: 'Alpha Basic', description: 'Entry level', price: 900, active: true, sortOrder: 10 },
  {
    name: 'Beta Sports',
    description: 'All the football',
    price: 1500,
    active: true,
    sortOrder: 20,
  },
  { name: 'Gamma 100% Max', description: 'Everything', price: 2500, active: false, sortOrder: 30 },
  {
    name: 'Delta Family',
    description: 'Kids and SPORTS',
    price: 1200,
    active: true,
    sortOrder: 40,
  },
  { name: 'Epsilon_Old', description: 'Retired', price: 500, active: false, sortOrder: 50 },
];

beforeAll(async () => {
  token = (await loginAsAdmin(t.app)).token;
  await t.app.db.delete(services);
  await t.app.db
    .insert(services)
    .values(fixtures.map((f) => ({ ...f, periodMonths: 1, maxDevices: 1 })));
});

const list = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/services${query}`,
    headers: bearer(token),
  });
  return res;
};
const names = async (query = '') => json<ListAnswer>(await list(query)).data.map((s) => s.name);

describe('GET /api/admin/services: page, search, filter and sort', () => {
  it('answers the first page with meta, in display order, by default', async () => {
    const res = await list('?_t=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<ListAnswer>(res);
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 5 });
    expect(body.data.map((s) => s.name)).toEqual(fixtures.map((f) => f.name));
  });

  it('pages: page 2 of 2 per page is the 3rd and 4th package; past the end is empty', async () => {
    const second = json<ListAnswer>(await list('?page=2&pageSize=2'));
    expect(second.data.map((s) => s.name)).toEqual(['Gamma 100% Max', 'Delta Family']);
    expect(second.meta).toEqual({ page: 2, pageSize: 2, total: 5 });
    const beyond = json<ListAnswer>(await list('?page=9&pageSize=2'));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(5);
  });

  it('searches name and description, ignoring case, with % and _ taken literally', async () => {
    expect(await names('?q=sports')).toEqual(['Beta Sports', 'Delta Family']);
    expect(await names('?q=ALPHA')).toEqual(['Alpha Basic']);
    expect(await names('?q=100%25')).toEqual(['Gamma 100% Max']);
    expect(await names('?q=n_o')).toEqual(['Epsilon_Old']);
    expect(await names('?q=%25')).toEqual(['Gamma 100% Max']);
    const none = json<ListAnswer>(await list('?q=nothing-like-this'));
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('filters shown or hidden packages, and combines with the search', async () => {
    expect(await names('?active=false')).toEqual(['Gamma 100% Max', 'Epsilon_Old']);
    expect(await names('?active=true')).toEqual(['Alpha Basic', 'Beta Sports', 'Delta Family']);
    expect(await names('?active=true&q=sports')).toEqual(['Beta Sports', 'Delta Family']);
    expect(json<ListAnswer>(await list('?active=false&pageSize=1')).meta.total).toBe(2);
  });

  it('sorts by a column, ascending or descending', async () => {
    expect(await names('?sort=price')).toEqual([
      'Epsilon_Old',
      'Alpha Basic',
      'Delta Family',
      'Beta Sports',
      'Gamma 100% Max',
    ]);
    expect(await names('?sort=-price&pageSize=2')).toEqual(['Gamma 100% Max', 'Beta Sports']);
    expect(await names('?sort=-name&active=true')).toEqual([
      'Delta Family',
      'Beta Sports',
      'Alpha Basic',
    ]);
  });

  it('refuses a bad query with a field map (422), never a 500', async () => {
    for (const [query, field] of [
      ['?sort=password', 'sort'],
      ['?sort=-', 'sort'],
      ['?active=maybe', 'active'],
      ['?page=0', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?page=abc', 'page'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?status=open', 'status'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors!), query).toEqual([
        field,
      ]);
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/services?q=a' })).statusCode).toBe(
      401,
    );
    const customer = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/services?q=a',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/admin/services', () => {
  it('puts a new package last unless it is given an order', async () => {
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/services',
        headers: bearer(token),
        payload: { price: 100, periodMonths: 1, maxDevices: 1, ...payload },
      });
    const last = Math.max(...json<ListAnswer>(await list()).data.map((s) => s.sortOrder));
    const appended = json<{ data: Service }>(await create({ name: 'Zeta Appended' })).data;
    expect(appended.sortOrder).toBe(last + 10);
    expect((await names()).at(-1)).toBe('Zeta Appended');
    const placed = json<{ data: Service }>(await create({ name: 'Eta First', sortOrder: 0 }));
    expect(placed.data.sortOrder).toBe(0);
    expect((await names())[0]).toBe('Eta First');
    // Back to the five known packages for the tests below.
    for (const id of [appended.id, placed.data.id]) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/services/${id}`,
        headers: bearer(token),
      });
    }
  });
});

describe('POST /api/admin/services/:id/move', () => {
  const move = (id: string, direction: unknown, auth = bearer(token)) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${id}/move`,
      headers: auth,
      payload: { direction } as Record<string, unknown>,
    });
  const publicNames = async () =>
    json<{ data: Service[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).data.map(
      (s) => s.name,
    );

  it('moves a package one place and the public catalogue follows at once', async () => {
    const all = json<ListAnswer>(await list()).data;
    const delta = all.find((s) => s.name === 'Delta Family')!;
    expect(await publicNames()).toEqual(['Alpha Basic', 'Beta Sports', 'Delta Family']);

    const up = await move(delta.id, 'up');
    expect(up.statusCode, up.body).toBe(200);
    // One place up passes the hidden Gamma; a second passes Beta.
    expect(await names()).toEqual([
      'Alpha Basic',
      'Beta Sports',
      'Delta Family',
      'Gamma 100% Max',
      'Epsilon_Old',
    ]);
    await move(delta.id, 'up');
    expect(await publicNames()).toEqual(['Alpha Basic', 'Delta Family', 'Beta Sports']);

    await move(delta.id, 'down');
    expect(await publicNames()).toEqual(['Alpha Basic', 'Beta Sports', 'Delta Family']);
  });

  it('leaves the first package first when moved up, and the last last when moved down', async () => {
    const before = await names();
    const all = json<ListAnswer>(await list()).data;
    expect((await move(all[0]!.id, 'up')).statusCode).toBe(200);
    expect((await move(all.at(-1)!.id, 'down')).statusCode).toBe(200);
    expect(await names()).toEqual(before);
  });

  it('404 for an unknown package, 422 for a bad direction or id, 403 for a customer', async () => {
    const unknown = await move('00000000-0000-4000-8000-000000000000', 'up');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: 'Package not found' });
    const all = json<ListAnswer>(await list()).data;
    const sideways = await move(all[0]!.id, 'sideways');
    expect(sideways.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(sideways).errors)).toEqual(['direction']);
    expect((await move('abc', 'up')).statusCode).toBe(422);
    const customer = await registerUser(t.app);
    expect((await move(all[0]!.id, 'up', bearer(customer.token))).statusCode).toBe(403);
  });
});
