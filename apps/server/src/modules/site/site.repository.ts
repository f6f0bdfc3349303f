import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { defaultSiteSettings, imageVersion } from '../../db/seed-data/site.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

const SETTINGS_ID = 1;

export interface SiteSettings {
  siteName: string;
  wikiUrl: string;
  webPlayerUrl: string;
  /** Null: the configured SUPPORT_EMAIL applies. */
  supportEmail: string | null;
  faviconVersion: string | null;
}

export const faviconFileUrl = (version: string) =>
  `/api/favicon/file?v=${encodeURIComponent(version)}`;

export function createSiteRepository(db: Db) {
  return {
    /** The settings row without the favicon bytes; defaults if the row is missing. */
    async getSettings(): Promise<SiteSettings> {
      const [row] = await db
        .select({
          siteName: siteSettings.siteName,
          wikiUrl: siteSettings.wikiUrl,
          webPlayerUrl: siteSettings.webPlayerUrl,
          supportEmail: siteSettings.supportEmail,
          faviconVersion: siteSettings.faviconVersion,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, SETTINGS_ID));
      return row ?? { ...defaultSiteSettings, supportEmail: null, faviconVersion: null };
    },

    async getFavicon(): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({
          bytes: siteSettings.favicon,
          mime: siteSettings.faviconMime,
          version: siteSettings.faviconVersion,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, SETTINGS_ID));
      if (!row?.bytes || !row.mime || !row.version) return undefined;
      return { bytes: row.bytes, mime: row.mime, version: row.version };
    },

    /** Stores an uploaded favicon (the caller has checked its type and size); returns its version. */
    async saveFavicon(bytes: Buffer, mime: string): Promise<string> {
      const version = imageVersion(bytes);
      const favicon = {
        favicon: bytes,
        faviconMime: mime,
        faviconVersion: version,
        updatedAt: new Date(),
      };
      await db
        .insert(siteSettings)
        .values({ id: SETTINGS_ID, ...defaultSiteSettings, ...favicon })
        .onConflictDoUpdate({ target: siteSettings.id, set: favicon });
      return version;
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
