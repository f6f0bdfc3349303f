import type { FastifyInstance } from 'fastify';
import { announceChange, perApp, PublicAnswerCache } from '../../plugins/public-caches.ts';

/**
 * `GET /api/site` is read by every page (navigation, footer, home) and changes only when an
 * admin edits the settings, the hero or the FAQ: its serialised answer is kept like the
 * package catalogue's (`PublicAnswerCache`), with the same invalidation. The admin's
 * instance drops it at once; the others hear `SITE_CHANGED` on the message bus; the short
 * lifetime covers edits made straight in the database.
 */
export const SITE_CHANGED = 'site:changed';

/** The site answer's cache of this app (one per database handle: see perApp). */
export const publicSiteCache = perApp(() => new PublicAnswerCache());

/** Call after a settings, hero or FAQ change commits: every instance answers anew. */
export const siteChanged = (app: FastifyInstance) =>
  announceChange(app, SITE_CHANGED, () => publicSiteCache(app.db).invalidate());
