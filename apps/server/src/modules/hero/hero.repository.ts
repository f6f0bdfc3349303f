import { desc, eq } from 'drizzle-orm';
import type { Hero } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { heroSections } from '../../db/schema/index.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

export const heroImageUrl = (version: string) => `/api/hero/image?v=${encodeURIComponent(version)}`;

/** Several rows may exist (drafts, earlier versions): the latest active one is shown. */
const latestActive = [desc(heroSections.updatedAt), desc(heroSections.createdAt)];

export function createHeroRepository(db: Db) {
  return {
    /** The hero the home page shows, without loading the image bytes. */
    async findActive(): Promise<Hero | null> {
      const [row] = await db
        .select({
          title: heroSections.title,
          subtitle: heroSections.subtitle,
          ctaLabel: heroSections.ctaLabel,
          ctaHref: heroSections.ctaHref,
          backgroundImageUrl: heroSections.backgroundImageUrl,
          backgroundImageVersion: heroSections.backgroundImageVersion,
        })
        .from(heroSections)
        .where(eq(heroSections.active, true))
        .orderBy(...latestActive)
        .limit(1);
      if (!row) return null;
      const { backgroundImageVersion, backgroundImageUrl, ...text } = row;
      return {
        ...text,
        backgroundImageUrl: backgroundImageVersion
          ? heroImageUrl(backgroundImageVersion)
          : backgroundImageUrl,
      };
    },

    async findActiveImage(): Promise<StoredImage | undefined> {
      const [row] = await db
        .select({
          bytes: heroSections.backgroundImage,
          mime: heroSections.backgroundImageMime,
          version: heroSections.backgroundImageVersion,
        })
        .from(heroSections)
        .where(eq(heroSections.active, true))
        .orderBy(...latestActive)
        .limit(1);
      if (!row?.bytes || !row.mime || !row.version) return undefined;
      return { bytes: row.bytes, mime: row.mime, version: row.version };
    },
  };
}

export type HeroRepository = ReturnType<typeof createHeroRepository>;
