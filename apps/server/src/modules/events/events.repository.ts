import type {
  AdminEvent,
  EventCreateBody,
  EventListQuery,
  EventUpdateBody,
  SportEvent,
} from '@streamfront/contract';
import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderFor, pageOf, searchAny, withinDates } from '../../db/list-query.ts';
import { events } from '../../db/schema/index.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

export const eventImageUrl = (id: string, version: string) =>
  `/api/events/${id}/image?v=${encodeURIComponent(version)}`;

/** Every column but the image bytes, which only the image route reads. */
const { image: _image, ...listed } = getTableColumns(events);
void _image;
type ListedRow = Omit<typeof events.$inferSelect, 'image'>;

export function toSportEvent(row: ListedRow): SportEvent {
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
    imageUrl: row.imageVersion ? eventImageUrl(row.id, row.imageVersion) : null,
  };
}

export function toAdminEvent(row: ListedRow): AdminEvent {
  return {
    ...toSportEvent(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What audit rows keep of an event. */
export function eventSummary(event: AdminEvent) {
  const { _id, id, createdAt, updatedAt, imageUrl, ...fields } = event;
  void [_id, id, createdAt, updatedAt, imageUrl];
  return fields;
}

function columnsOf(body: EventUpdateBody) {
  const { startsAt, endsAt, ...rest } = body;
  return {
    ...rest,
    ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: new Date(endsAt) } : {}),
  };
}

export function createEventsRepository(db: Db) {
  const one = async (id: string): Promise<AdminEvent | undefined> => {
    const [row] = await db.select(listed).from(events).where(eq(events.id, id));
    return row && toAdminEvent(row);
  };

  return {
    get: one,

    /**
     * Live and upcoming events, soonest first (featured ones are marked, not moved: a schedule
     * out of time order misleads). An event counts until its end time, so one the admin has
     * not yet switched to live still shows while it is on; finished and cancelled ones never do.
     */
    async listUpcoming(limit: number, now = new Date()): Promise<SportEvent[]> {
      const rows = await db
        .select(listed)
        .from(events)
        .where(and(inArray(events.status, ['scheduled', 'live']), gt(events.endsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.title))
        .limit(limit);
      return rows.map(toSportEvent);
    },

    async list(query: EventListQuery) {
      const where = and(
        searchAny(query.q, [
          events.title,
          events.sport,
          events.competition,
          events.channel,
          sql`${events.participants}::text`,
        ]),
        query.status ? eq(events.status, query.status) : undefined,
        query.sport ? sql`lower(${events.sport}) = lower(${query.sport})` : undefined,
        withinDates(events.startsAt, query.from, query.to),
      );
      const order = orderFor(
        query.sort,
        {
          startsAt: events.startsAt,
          title: sql`lower(${events.title})`,
          sport: sql`lower(${events.sport})`,
          status: events.status,
          createdAt: events.createdAt,
        },
        events.id,
      );
      const page = await pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select(listed)
            .from(events)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(events).where(where),
      );
      return { items: page.items.map(toAdminEvent), total: page.total };
    },

    async create(body: EventCreateBody): Promise<AdminEvent> {
      const [row] = await db
        .insert(events)
        .values(columnsOf(body) as typeof events.$inferInsert)
        .returning(listed);
      return toAdminEvent(row!);
    },

    async update(id: string, body: EventUpdateBody): Promise<AdminEvent | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...columnsOf(body), updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning(listed);
      return row && toAdminEvent(row);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },

    /** Stores (or, with null, removes) the event's image. */
    async setImage(id: string, image: StoredImage | null): Promise<AdminEvent | undefined> {
      const [row] = await db
        .update(events)
        .set({
          image: image?.bytes ?? null,
          imageMime: image?.mime ?? null,
          imageVersion: image?.version ?? null,
          updatedAt: new Date(),
        })
        .where(eq(events.id, id))
        .returning(listed);
      return row && toAdminEvent(row);
    },

    async findImage(id: string): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({ bytes: events.image, mime: events.imageMime, version: events.imageVersion })
        .from(events)
        .where(eq(events.id, id));
      if (!row?.bytes || !row.mime || !row.version) return undefined;
      return { bytes: row.bytes, mime: row.mime, version: row.version };
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
