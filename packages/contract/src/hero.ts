import { z } from 'zod';
import { IsoDateSchema, okSchema } from './common.ts';
import { isHttpsUrl, isSameSitePath } from './routes.ts';

/** The top of the home page, as `GET /api/site` sends it. */
export const HeroSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  /** Our own `/api/hero/image?v=…` when the image is stored, an outside URL, or none. */
  backgroundImageUrl: z.string().nullable(),
});
export type Hero = z.infer<typeof HeroSchema>;

/** `GET /api/admin/hero`: what the home page shows, and whether its image is the admin's own. */
export const AdminHeroSchema = HeroSchema.extend({
  /** True when an admin uploaded the background; false for the built-in art. */
  customImage: z.boolean(),
  updatedAt: IsoDateSchema.nullable(),
});
export type AdminHero = z.infer<typeof AdminHeroSchema>;
export const AdminHeroAnswerSchema = okSchema(AdminHeroSchema);
export type AdminHeroAnswer = z.infer<typeof AdminHeroAnswerSchema>;

/** `PUT /api/admin/hero`: the words and the button; the image has its own call. */
export const HeroUpdateBodySchema = z
  .object({
    title: z
      .string('Title is required')
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(120, 'Title must be at most 120 characters'),
    subtitle: z.string().trim().max(300, 'Subtitle must be at most 300 characters'),
    ctaLabel: z
      .string('Button text is required')
      .trim()
      .min(2, 'Button text must be at least 2 characters')
      .max(40, 'Button text must be at most 40 characters'),
    ctaHref: z
      .string('Button link is required')
      .trim()
      .min(1, 'Button link is required')
      .max(500, 'Button link must be at most 500 characters')
      .refine(
        (value) => isSameSitePath(value) || isHttpsUrl(value),
        'Button link must be a path on this site (such as /packages) or an https:// address',
      ),
  })
  .strict();
export type HeroUpdateBody = z.infer<typeof HeroUpdateBodySchema>;
