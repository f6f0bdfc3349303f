import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  announceChange,
  perApp,
  PublicAnswerCache,
  PublicValueCache,
} from '../../plugins/public-caches.ts';
import { createSiteRepository, type SiteSettings } from './site.repository.ts';

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

/**
 * The site settings themselves, for answers that quote them (the chat's `{{support_email}}`):
 * kept like the site's answer and dropped with it, by the same announcements.
 */
const siteSettingsCache = perApp(
  (db) => new PublicValueCache<SiteSettings>({ follows: publicSiteCache(db) }),
);

/** The site settings, from memory while the site has not changed. */
export function readSiteSettings(db: Db): SiteSettings | Promise<SiteSettings> {
  return siteSettingsCache(db).get(() => createSiteRepository(db).getSettings());
}
