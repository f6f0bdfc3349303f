import type { FastifyInstance } from 'fastify';
import { announceChange, perApp, PublicAnswerCache } from '../../plugins/public-caches.ts';

/**
 * `GET /api/events/upcoming` is read on every home-page visit and changes when an admin edits
 * the schedule: its serialised answer is kept like the package catalogue's
 * (`PublicAnswerCache`), one per `limit` asked for (at most 50), with the same
 * invalidation. Uncached it cost a database query per visit: about 500 answers a second on
 * PGlite, the slowest call of the home page (bench/mixed-public-workload.ts). The cache's
 * five-second lifetime also bounds how long an event that has just ended stays listed.
 */
export const EVENTS_CHANGED = 'events:changed';

export class UpcomingEventsCache {
  readonly #byLimit = new Map<number, PublicAnswerCache>();

  forLimit(limit: number): PublicAnswerCache {
    let cache = this.#byLimit.get(limit);
    if (!cache) {
      cache = new PublicAnswerCache();
      this.#byLimit.set(limit, cache);
    }
    return cache;
  }

  invalidate(): void {
    for (const cache of this.#byLimit.values()) cache.invalidate();
  }
}

/** The upcoming events' cache of this app (one per database handle: see perApp). */
export const upcomingEventsCache = perApp(() => new UpcomingEventsCache());

/** Call after an event change commits: every instance answers anew. */
export const eventsChanged = (app: FastifyInstance) =>
  announceChange(app, EVENTS_CHANGED, () => upcomingEventsCache(app.db).invalidate());
