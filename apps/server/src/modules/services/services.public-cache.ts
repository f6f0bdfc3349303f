import type { Service } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { perApp, PublicAnswerCache, PublicValueCache } from '../../plugins/public-caches.ts';
import { createServicesRepository } from './services.repository.ts';

/**
 * The public catalogue is read on every visit to the home and packages pages and changes
 * only when an admin edits a package, so its serialised answer is kept (and compressed at
 * most once per encoding) until the next change. Without it each request paid a database
 * round trip, schema serialisation and, for browsers, a fresh gzip: about 30 times slower
 * than the HTTP stack under it (bench/README.md).
 *
 * Invalidation: every admin write calls `invalidate()` on this instance at once (an admin
 * sees their own change on the next request) and publishes `SERVICES_CHANGED` on the event
 * bus for the other instances. The short lifetime bounds staleness for what the bus cannot
 * see: an edit made directly in the database, or a message lost while Redis reconnects.
 */
export const SERVICES_CHANGED = 'services:changed';

/** The catalogue's cache of this app (one per database handle: see perApp). */
export const publicCatalogueCache = perApp(() => new PublicAnswerCache());

/**
 * The active packages themselves, for answers that quote them (the chat's `{{packages}}`):
 * kept like the catalogue's answer and dropped with it, by the same announcements.
 */
const activeServicesCache = perApp(
  (db) => new PublicValueCache<Service[]>({ follows: publicCatalogueCache(db) }),
);

/** The active packages in display order, from memory while the catalogue has not changed. */
export function readActiveServices(db: Db): Service[] | Promise<Service[]> {
  return activeServicesCache(db).get(() => createServicesRepository(db).listActive());
}
