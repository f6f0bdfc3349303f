import type { UpcomingEventsAnswer } from '@streamfront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';
import { eventsChanged } from './events.public-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

async function upcoming(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/upcoming${query}` });
  return { res, body: json<UpcomingEventsAnswer>(res) };
}

describe('GET /api/events/upcoming', () => {
  it('has seeded events, live and upcoming, 6 by default', async () => {
    const { res, body } = await upcoming('?_t=1712345678901');
    expect(res.statusCode).toBe(200);
    expect(body.data).toHaveLength(6);
    expect(body.data[0]).toMatchObject({ status: 'live', sport: expect.any(String) });
    expect(body.data[0]!._id).toBe(body.data[0]!.id);
  });

  it('lists live and scheduled events soonest first, leaving out past, finished and cancelled ones', async () => {
    await t.app.db.delete(events);
    const base = {
      sport: 'Football',
      competition: 'Premier League',
      channel: 'Streamfront Sports 1',
    };
    await t.app.db.insert(events).values([
      { ...base, title: 'In two days', startsAt: at(48), endsAt: at(50) },
      {
        ...base,
        title: 'Live now',
        startsAt: at(-1),
        endsAt: at(1),
        status: 'live',
        participants: ['Home', 'Away'],
        featured: true,
      },
      { ...base, title: 'Tomorrow', startsAt: at(24), endsAt: at(26) },
      { ...base, title: 'Started, not switched to live', startsAt: at(-0.5), endsAt: at(1.5) },
      { ...base, title: 'Already over', startsAt: at(-5), endsAt: at(-3) },
      { ...base, title: 'Finished', startsAt: at(-2), endsAt: at(0.5), status: 'finished' },
      { ...base, title: 'Cancelled', startsAt: at(30), endsAt: at(32), status: 'cancelled' },
    ]);
    // Written straight to the database, past the admin routes: say so, as they would.
    await eventsChanged(t.app);

    const { body } = await upcoming();
    expect(body.data.map((e) => e.title)).toEqual([
      'Live now',
      'Started, not switched to live',
      'Tomorrow',
      'In two days',
    ]);
    expect(body.data[0]).toMatchObject({
      participants: ['Home', 'Away'],
      featured: true,
      status: 'live',
      competition: 'Premier League',
      channel: 'Streamfront Sports 1',
      endsAt: expect.stringMatching(/Z$/),
    });

    const limited = await upcoming('?limit=2');
    expect(limited.body.data.map((e) => e.title)).toEqual([
      'Live now',
      'Started, not switched to live',
    ]);
  });

  it('answers 422 for a bad limit or unknown parameter', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?sport=football']) {
      expect((await upcoming(query)).res.statusCode).toBe(422);
    }
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  it('downloads the event as an RFC 5545 file with CRLF lines, UTC times and escaped text', async () => {
    const [event] = await t.app.db
      .insert(events)
      .values({
        title: 'Derby; North, South',
        sport: 'Football',
        competition: 'Cup',
        participants: ['North', 'South'],
        startsAt: new Date('2030-05-04T18:30:00Z'),
        endsAt: new Date('2030-05-04T20:30:00Z'),
        channel: 'Streamfront Sports 1',
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event!.id}/calendar.ics?_t=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="derby-north-south.ics"');
    const lines = res.body.split('\r\n');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'DTSTART:20300504T183000Z',
        'DTEND:20300504T203000Z',
        'SUMMARY:Derby\\; North\\, South',
        'LOCATION:Streamfront Sports 1',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(
      new RegExp(`^UID:${event!.id}@[\\w.-]+$`),
    );
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Football · Cup\\nNorth vs South\\nLive on Streamfront Sports 1.',
    );
  });

  it('answers 404 for an unknown event and 422 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/events/${crypto.randomUUID()}/calendar.ics`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/events/nope/calendar.ics' });
    expect(malformed.statusCode).toBe(422);
  });
});
