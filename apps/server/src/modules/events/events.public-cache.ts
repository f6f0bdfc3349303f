import type { FastifyInstance } from 'fastify';
import type { SportEvent } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import {
  announceChange,
  perApp,
  PublicAnswerCache,
  PublicValueCache,
  type Droppable,
} from '../../plugins/public-caches.ts';
import { createEventsRepository } from './events.repository.ts';

/**
 * `GET /api/events/upcoming` is read on every home-page visit and changes when an admin edits
 * the schedule: its serialised answer is kept like the package catalogue's
 * (`PublicAnswerCache`), one per `limit` asked for (at most 50), with the same
 * invalidation. Uncached it cost a database query per visit: about 500 answers a second on
 * PGlite, the slowest call of the home page (bench/mixed-public-workload.ts). The cache's
 * five-second lifetime also bounds how long an event that has just ended stays listed.
 */
export const EVENTS_CHANGED = 'events:changed';

export class UpcomingEventsCache implements Droppable {
  readonly #byLimit = new Map<number, PublicAnswerCache>();
  #drops = 0;

  /** Changes with every invalidation, whichever limits were cached. */
  get generation(): number {
    return this.#drops;
  }

  forLimit(limit: number): PublicAnswerCache {
    let cache = this.#byLimit.get(limit);
    if (!cache) {
      cache = new PublicAnswerCache();
      this.#byLimit.set(limit, cache);
    }
    return cache;
  }

  invalidate(): void {
    this.#drops += 1;
    for (const cache of this.#byLimit.values()) cache.invalidate();
  }
}

/** The upcoming events' cache of this app (one per database handle: see perApp). */
export const upcomingEventsCache = perApp(() => new UpcomingEventsCache());

/** Call after an event change commits: every instance answers anew. */
export const eventsChanged = (app: FastifyInstance) =>
  announceChange(app, EVENTS_CHANGED, () => upcomingEventsCache(app.db).invalidate());

/** How many of the next events are kept for answers that quote them. */
const UPCOMING_KEPT = 10;

/**
 * The next events themselves, for answers that quote them (the chat's `{{next_event}}`): kept
 * like the upcoming events' answer and dropped with it, by the same announcements.
 */
const upcomingEventsValue = perApp(
  (db) => new PublicValueCache<SportEvent[]>({ follows: upcomingEventsCache(db) }),
);

/**
 * The events not yet over at `now`, soonest first (at most the next ten), from memory while the
 * schedule has not changed. An event that ended since they were read is left out here.
 */
export async function readUpcomingEvents(db: Db, now = new Date()): Promise<SportEvent[]> {
  const events = await upcomingEventsValue(db).get(() =>
    createEventsRepository(db).listUpcoming(UPCOMING_KEPT),
  );
  const ongoing = events.filter((event) => new Date(event.endsAt) > now);
  // Every kept event has ended since the read: read the next ones.
  if (ongoing.length === 0 && events.length === UPCOMING_KEPT) {
    return createEventsRepository(db).listUpcoming(UPCOMING_KEPT, now);
  }
  return ongoing;
}
