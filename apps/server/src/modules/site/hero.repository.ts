import { desc, eq } from 'drizzle-orm';
import type { AdminHero, Hero, HeroUpdateBody } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { heroSections, type HeroSectionRow } from '../../db/schema/index.ts';
import { heroBackgroundSvg } from '../../db/seed-data/hero-background.ts';
import { imageVersion } from '../../lib/image-version.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

export const heroImageUrl = (version: string) => `/api/hero/image?v=${encodeURIComponent(version)}`;

/** Several rows may exist (drafts, earlier versions): the latest active one is shown. */
const latestActive = [desc(heroSections.updatedAt), desc(heroSections.createdAt)];

const SVG = 'image/svg+xml';

/** The art the project ships: what "back to the default image" restores. */
export function defaultHeroImage(): StoredImage {
  const bytes = Buffer.from(heroBackgroundSvg, 'utf8');
  return { bytes, mime: SVG, version: imageVersion(bytes) };
}

const textColumns = {
  id: heroSections.id,
  title: heroSections.title,
  subtitle: heroSections.subtitle,
  ctaLabel: heroSections.ctaLabel,
  ctaHref: heroSections.ctaHref,
  backgroundImageUrl: heroSections.backgroundImageUrl,
  backgroundImageVersion: heroSections.backgroundImageVersion,
  backgroundImageMime: heroSections.backgroundImageMime,
  updatedAt: heroSections.updatedAt,
};

type HeroText = Pick<
  HeroSectionRow,
  | 'title'
  | 'subtitle'
  | 'ctaLabel'
  | 'ctaHref'
  | 'backgroundImageUrl'
  | 'backgroundImageVersion'
  | 'backgroundImageMime'
  | 'updatedAt'
>;

function toHero(row: HeroText): Hero {
  return {
    title: row.title,
    subtitle: row.subtitle,
    ctaLabel: row.ctaLabel,
    ctaHref: row.ctaHref,
    backgroundImageUrl: row.backgroundImageVersion
      ? heroImageUrl(row.backgroundImageVersion)
      : row.backgroundImageUrl,
  };
}

function toAdminHero(row: HeroText): AdminHero {
  return {
    ...toHero(row),
    // Uploads are never SVG (readImageUpload refuses it), and the shipped art always is.
    customImage: row.backgroundImageVersion !== null && row.backgroundImageMime !== SVG,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of the hero: the words and which image, never the bytes. */
export function heroSummary(hero: AdminHero): Record<string, unknown> {
  return {
    title: hero.title,
    subtitle: hero.subtitle,
    ctaLabel: hero.ctaLabel,
    ctaHref: hero.ctaHref,
    backgroundImageUrl: hero.backgroundImageUrl,
  };
}

export function createHeroRepository(db: Db) {
  async function activeRow() {
    const [row] = await db
      .select(textColumns)
      .from(heroSections)
      .where(eq(heroSections.active, true))
      .orderBy(...latestActive)
      .limit(1);
    return row;
  }

  return {
    /** The hero the home page shows, without loading the image bytes. */
    async findActive(): Promise<Hero | null> {
      const row = await activeRow();
      return row ? toHero(row) : null;
    },

    /** The admin's view of the shown hero; null when none is active. */
    async findActiveForAdmin(): Promise<(AdminHero & { id: string }) | null> {
      const row = await activeRow();
      return row ? { ...toAdminHero(row), id: row.id } : null;
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

    /**
     * Saves the words on the shown hero, or creates one (with the default art) when none is
     * active. Run inside a transaction.
     */
    async saveText(body: HeroUpdateBody): Promise<AdminHero> {
      const current = await activeRow();
      const now = new Date();
      if (current) {
        const [row] = await db
          .update(heroSections)
          .set({ ...body, updatedAt: now })
          .where(eq(heroSections.id, current.id))
          .returning(textColumns);
        return toAdminHero(row!);
      }
      const art = defaultHeroImage();
      const [row] = await db
        .insert(heroSections)
        .values({
          ...body,
          backgroundImage: art.bytes,
          backgroundImageMime: art.mime,
          backgroundImageVersion: art.version,
          active: true,
        })
        .returning(textColumns);
      return toAdminHero(row!);
    },

    /** Puts `image` behind the shown hero; undefined when no hero is active. */
    async saveImage(image: StoredImage): Promise<AdminHero | undefined> {
      const current = await activeRow();
      if (!current) return undefined;
      const [row] = await db
        .update(heroSections)
        .set({
          backgroundImage: image.bytes,
          backgroundImageMime: image.mime,
          backgroundImageVersion: image.version,
          backgroundImageUrl: null,
          updatedAt: new Date(),
        })
        .where(eq(heroSections.id, current.id))
        .returning(textColumns);
      return row && toAdminHero(row);
    },
  };
}

export type HeroRepository = ReturnType<typeof createHeroRepository>;
