import type {
  AdminEvent,
  AdminEventListAnswer,
  AdminRecordChangedEvent,
} from '@streamfront/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pixelsOf } from '../../testing/decoded-image.ts';
import {
  HTML_AS_PNG,
  PNG_1PX,
  SVG_WITH_SCRIPT,
  WEBP_1PX,
  multipart,
} from '../../testing/images.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();
let admin: string;
let customer: string;

beforeAll(async () => {
  admin = (await loginAsAdmin(t.app)).token;
  customer = (await registerUser(t.app)).token;
});

const HOUR = 3_600_000;
const iso = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

const valid = () => ({
  title: 'Arsenal vs Spurs',
  sport: 'Football',
  competition: 'Premier League',
  participants: ['Arsenal', 'Tottenham Hotspur'],
  startsAt: iso(24),
  endsAt: iso(26),
  channel: 'Streamfront Sports 1',
  featured: true,
});

async function create(body: Record<string, unknown> = valid()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(admin),
    payload: body,
  });
  return { res, event: json<{ data: AdminEvent }>(res).data };
}

async function list(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/events?${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<AdminEventListAnswer>(res);
}

async function auditOf(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?entityType=event&entityId=${id}&sort=createdAt`,
    headers: bearer(admin),
  });
  return json<{ data: { action: string; entityLabel: string | null; after: unknown }[] }>(res).data;
}

async function uploadImage(
  id: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  token = admin,
) {
  const body = await multipart(bytes, name, type);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${id}/image`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('admin events: list', () => {
  it('pages the seeded schedule with meta, and filters by status, sport, search and dates', async () => {
    const all = await list('page=1&pageSize=5&_t=1');
    expect(all.meta).toMatchObject({ page: 1, pageSize: 5 });
    expect(all.meta.total).toBeGreaterThanOrEqual(10);
    expect(all.data).toHaveLength(5);
    const starts = all.data.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const cancelled = await list('status=cancelled');
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(cancelled.data.every((e) => e.status === 'cancelled')).toBe(true);

    const basketball = await list('sport=basketball');
    expect(basketball.data.length).toBeGreaterThan(0);
    expect(basketball.data.every((e) => e.sport === 'Basketball')).toBe(true);

    expect((await list('q=monaco')).data.map((e) => e.title)).toEqual(['Monaco Grand Prix']);
    // Participants are searched too.
    expect((await list('q=Nuggets')).data.map((e) => e.title)).toEqual(['Warriors vs Nuggets']);

    const today = new Date().toISOString().slice(0, 10);
    const fromToday = await list(`from=${today}&sort=-startsAt&pageSize=100`);
    const midnight = Date.parse(`${today}T00:00:00Z`);
    expect(fromToday.data.every((e) => Date.parse(e.startsAt) >= midnight)).toBe(true);
    expect(fromToday.meta.total).toBeLessThan(all.meta.total);
  });

  it('refuses bad filters with 422, and non-admins with 401/403', async () => {
    for (const query of ['status=postponed', 'sort=price', 'from=yesterday', 'colour=red']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/events?${query}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, query).toBe(422);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/events' });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/events',
      headers: bearer(customer),
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('admin events: create, edit, delete', () => {
  it('creates an event (audited, announced) that the home page then lists', async () => {
    const io = t.app.realtime.io;
    const real = io.to.bind(io);
    const emitted: unknown[][] = [];
    const to = vi.spyOn(io, 'to').mockImplementation((room) => {
      const operator = real(room);
      return {
        emit: (event: 'admin:record:changed', change: AdminRecordChangedEvent) => {
          emitted.push([room, event, change]);
          return operator.emit(event, change);
        },
      } as unknown as typeof operator;
    });
    const body = valid();
    // The home page's list, read (and kept) before the event exists.
    await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=50' });
    const { res, event } = await create(body);
    to.mockRestore();
    expect(res.statusCode, res.body).toBe(201);
    expect(event).toMatchObject({ ...body, _id: event.id, status: 'scheduled', imageUrl: null });
    expect(emitted).toContainEqual([
      expect.any(String),
      'admin:record:changed',
      { record: 'event', id: event.id },
    ]);

    const upcoming = await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=50' });
    expect(json<{ data: { id: string }[] }>(upcoming).data.map((e) => e.id)).toContain(event.id);

    expect(await auditOf(event.id)).toEqual([
      expect.objectContaining({
        action: 'event.create',
        entityLabel: 'Arsenal vs Spurs',
        after: expect.objectContaining({ title: 'Arsenal vs Spurs', sport: 'Football' }),
      }),
    ]);
  });

  it('answers 422 with field errors for bad input, never a 500', async () => {
    // One body for every case: two calls to valid() a millisecond apart would give an end
    // 1 ms after the start, which is valid.
    const base = valid();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, endsAt: base.startsAt }, 'endsAt'],
      [{ ...base, endsAt: iso(20) }, 'endsAt'],
      [{ ...base, endsAt: iso(24 + 15 * 24) }, 'endsAt'],
      [{ ...base, title: '   ' }, 'title'],
      [{ ...base, sport: undefined }, 'sport'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...base, status: 'postponed' }, 'status'],
      [{ ...base, participants: 'Arsenal' }, 'participants'],
    ];
    for (const [body, field] of cases) {
      const { res } = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors[field], field).toBeDefined();
    }
    const unknownField = await create({ ...valid(), price: 10 });
    expect(unknownField.res.statusCode).toBe(422);
  });

  it('edits an event, checking start and end against the stored ones, and audits what changed', async () => {
    const { event } = await create({ ...valid(), title: 'To be edited' });
    const patch = (payload: Record<string, unknown>, id = event.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${id}`,
        headers: bearer(admin),
        payload,
      });

    // Only the end is sent, and it falls before the stored start.
    const early = await patch({ endsAt: iso(1) });
    expect(early.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(early).errors).toEqual({
      endsAt: ['The end must be after the start'],
    });

    const live = await patch({ status: 'live', channel: '' });
    expect(live.statusCode, live.body).toBe(200);
    expect(json<{ data: AdminEvent }>(live).data).toMatchObject({ status: 'live', channel: null });

    expect((await patch({})).statusCode).toBe(422);
    expect((await patch({ title: 'x' }, crypto.randomUUID())).statusCode).toBe(404);
    expect((await patch({ title: 'x' }, 'not-a-uuid')).statusCode).toBe(422);

    const entries = await auditOf(event.id);
    expect(entries.map((e) => e.action)).toEqual(['event.create', 'event.update']);
    expect(entries[1]!.after).toEqual({ status: 'live', channel: null });
  });

  it('deletes an event (audited), then answers 404 for it', async () => {
    const { event } = await create({ ...valid(), title: 'Short-lived' });
    const listed = async () =>
      json<{ data: { id: string }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/events/upcoming?limit=50' }),
      ).data.map((e) => e.id);
    expect(await listed()).toContain(event.id);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/events/${event.id}`,
        headers: bearer(admin),
      });
    const gone = await remove();
    expect(gone.statusCode).toBe(200);
    expect(json(gone)).toEqual({
      success: true,
      data: { _id: event.id, id: event.id, deleted: true },
    });
    expect((await remove()).statusCode).toBe(404);
    // The home page's list (kept between requests) drops it at once.
    expect(await listed()).not.toContain(event.id);
    expect((await auditOf(event.id)).map((e) => [e.action, e.entityLabel])).toEqual([
      ['event.create', 'Short-lived'],
      ['event.delete', 'Short-lived'],
    ]);
    const asCustomer = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(customer),
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('admin events: image', () => {
  it('stores a PNG, serves it by content hash with long caching, and removes it', async () => {
    const { event } = await create({ ...valid(), title: 'With a picture' });
    const res = await uploadImage(event.id, PNG_1PX, 'poster.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const imageUrl = json<{ data: AdminEvent }>(res).data.imageUrl!;
    expect(imageUrl).toMatch(new RegExp(`^/api/events/${event.id}/image\\?v=[\\w-]+$`));

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded without loss: the same pixels, not the same bytes.
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(PNG_1PX));

    const webp = await uploadImage(event.id, WEBP_1PX, 'poster.webp', 'image/webp');
    const webpUrl = json<{ data: AdminEvent }>(webp).data.imageUrl!;
    expect(webpUrl).not.toBe(imageUrl);
    // The new image at once, though the old one was just served (and kept) under the old URL.
    const newer = await t.app.inject({ method: 'GET', url: webpUrl });
    expect(newer.headers['content-type']).toBe('image/webp');
    expect(newer.headers['cache-control']).toContain('immutable');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/image`,
      headers: bearer(admin),
    });
    expect(json<{ data: AdminEvent }>(removed).data.imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: webpUrl })).statusCode).toBe(404);
    expect((await auditOf(event.id)).map((e) => e.action)).toEqual([
      'event.create',
      'event.image',
      'event.image',
      'event.image_removed',
    ]);
  });

  it('refuses HTML named .png, SVG with script, a file over 1 MB, and a non-admin', async () => {
    const { event } = await create({ ...valid(), title: 'Refusals' });
    const html = await uploadImage(event.id, HTML_AS_PNG, 'poster.png', 'image/png');
    expect(html.statusCode).toBe(415);
    expect(json<{ errors: { file: string[] } }>(html).errors.file).toEqual([
      'The file must be a PNG, JPEG or WebP image',
    ]);

    const svg = await uploadImage(event.id, SVG_WITH_SCRIPT, 'poster.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);

    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await uploadImage(event.id, big, 'big.png', 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(json<{ errors: { file: string[] } }>(tooLarge).errors.file).toEqual([
      'The image must be 1 MB or smaller',
    ]);

    const notAdmin = await uploadImage(event.id, PNG_1PX, 'poster.png', 'image/png', customer);
    expect(notAdmin.statusCode).toBe(403);

    const unknown = await uploadImage(crypto.randomUUID(), PNG_1PX, 'poster.png', 'image/png');
    expect(unknown.statusCode).toBe(404);

    // Nothing was stored by any of them.
    const [row] = (await list('q=Refusals')).data;
    expect(row!.imageUrl).toBeNull();
  });
});
