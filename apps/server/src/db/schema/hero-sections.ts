import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/** The home page hero; the most recently updated active row is shown. */
export const heroSections = pgTable(
  'hero_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    ctaLabel: text('cta_label').notNull(),
    ctaHref: text('cta_href').notNull(),
    /** An outside image, used when no image is stored in the row. */
    backgroundImageUrl: text('background_image_url'),
    backgroundImage: bytea('background_image'),
    backgroundImageMime: text('background_image_mime'),
    /** Content hash of the stored image: the `v` of its URL. */
    backgroundImageVersion: text('background_image_version'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hero_sections_active_idx').on(t.active, t.updatedAt)],
);

export type HeroSectionRow = typeof heroSections.$inferSelect;
export type NewHeroSectionRow = typeof heroSections.$inferInsert;
