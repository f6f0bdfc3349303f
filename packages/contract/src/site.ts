import { z } from 'zod';
import { CacheBustSchema, okSchema } from './common.ts';

export const FaqItemSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const HeroSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  /** Our own `/api/hero/image?v=…` when the image is stored, an outside URL, or none. */
  backgroundImageUrl: z.string().nullable(),
});
export type Hero = z.infer<typeof HeroSchema>;

/** What the public pages need about the site: links, contact address, hero and FAQ. */
export const SiteSchema = z.object({
  siteName: z.string(),
  wikiUrl: z.string(),
  webPlayerUrl: z.string(),
  supportEmail: z.string(),
  /** Null when no hero section is active: the page shows its built-in fallback. */
  hero: HeroSchema.nullable(),
  faq: z.array(FaqItemSchema),
});
export type Site = z.infer<typeof SiteSchema>;
export const SiteAnswerSchema = okSchema(SiteSchema);
export type SiteAnswer = z.infer<typeof SiteAnswerSchema>;

/** `GET /api/favicon` answers `data.favicon.url` exactly (spec §7). */
export const FaviconSchema = z.object({ url: z.string() });
export type Favicon = z.infer<typeof FaviconSchema>;
export const FaviconAnswerSchema = okSchema(z.object({ favicon: FaviconSchema }));
export type FaviconAnswer = z.infer<typeof FaviconAnswerSchema>;

/** The favicon the web app ships, used until an admin uploads one. */
export const DEFAULT_FAVICON_URL = '/favicon.svg';

/** Images kept in the database are fetched with their content version, cached for a year. */
export const StoredImageQuerySchema = CacheBustSchema.extend({
  v: z.string().max(64).optional(),
}).strict();
export type StoredImageQuery = z.infer<typeof StoredImageQuerySchema>;
