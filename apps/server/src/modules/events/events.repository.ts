import { and, asc, gt, inArray } from 'drizzle-orm';
import type { SportEvent } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { events, type EventRow } from '../../db/schema/index.ts';

export function toSportEvent(row: EventRow): SportEvent {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    sport: row.sport,
    competition: row.competition,
    participants: row.participants,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    channel: row.channel,
    status: row.status,
    featured: row.featured,
  };
}

export function createEventsRepository(db: Db) {
  return {
    /**
     * Live and upcoming events, soonest first. An event counts until its end time, so one
     * the admin has not yet switched to live still shows while it is on.
     */
    async listUpcoming(limit: number, now = new Date()): Promise<SportEvent[]> {
      const rows = await db
        .select()
        .from(events)
        .where(and(inArray(events.status, ['scheduled', 'live']), gt(events.endsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.title))
        .limit(limit);
      return rows.map(toSportEvent);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
