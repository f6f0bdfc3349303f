import type { FastifyInstance } from 'fastify';
import { PublicCatalogueCache } from '../services/services.public-cache.ts';

/**
 * `GET /api/site` is read by every page (navigation, footer, home) and changes only when an
 * admin edits the settings, the hero or the FAQ: its serialised answer is kept like the
 * package catalogue's (services.public-cache.ts), with the same invalidation. The admin's
 * instance drops it at once; the others hear `SITE_CHANGED` on the message bus; the short
 * lifetime covers edits made straight in the database.
 */
export const SITE_CHANGED = 'site:changed';

const caches = new WeakMap<object, PublicCatalogueCache>();

/** One cache per database handle, i.e. per app (the admin and public scopes are siblings). */
export function publicSiteCache(db: object): PublicCatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicCatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a settings, hero or FAQ change commits: every instance answers anew. */
export async function siteChanged(app: FastifyInstance): Promise<void> {
  publicSiteCache(app.db).invalidate();
  if (app.hasDecorator('bus')) {
    await app.bus.publish(SITE_CHANGED, null).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell other instances that the site changed');
    });
  }
}
