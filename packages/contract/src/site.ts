import { z } from 'zod';
import { CacheBustSchema, IsoDateSchema, okSchema, toOneLine } from './common.ts';
import { FaqItemSchema } from './faq.ts';
import { HeroSchema } from './hero.ts';
import { isHttpsUrl } from './routes.ts';
import { SOCIAL_NETWORKS } from './site-constants.ts';

export const SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);

export const SocialLinkSchema = z.object({ network: SocialNetworkSchema, url: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** What the public pages need about the site: links, contact, payment words, hero and FAQ. */
export const SiteSchema = z.object({
  siteName: z.string(),
  wikiUrl: z.string(),
  webPlayerUrl: z.string(),
  supportEmail: z.string(),
  /** Empty: the pages show no phone number. */
  contactPhone: z.string(),
  /** How to pay for an order, in the admin's words; empty: the checkout's built-in steps. */
  paymentInstructions: z.string(),
  /**
   * Whether checkout offers "Pay by card" (Stripe Checkout): true only when the server has
   * its Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). False: no card option
   * anywhere, and nothing says it exists.
   */
  cardPayments: z.boolean(),
  /** Only the networks an admin filled in, in `SOCIAL_NETWORKS` order. */
  socialLinks: z.array(SocialLinkSchema),
  /** Null when no hero section is active: the page shows its built-in fallback. */
  hero: HeroSchema.nullable(),
  faq: z.array(FaqItemSchema),
});
export type Site = z.infer<typeof SiteSchema>;
export const SiteAnswerSchema = okSchema(SiteSchema);
export type SiteAnswer = z.infer<typeof SiteAnswerSchema>;

const httpsLink = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(isHttpsUrl, `${label} must be an https:// address`);

/** A social link: empty (not shown) or an https address. */
const OptionalHttpsLink = z
  .string()
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine((value) => value === '' || isHttpsUrl(value), 'Link must be an https:// address')
  .default('');

const digitCount = (value: string) => value.replace(/\D/g, '').length;
const isWithin = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Buttons and links of outgoing mail unless an admin picks another colour. */
export const DEFAULT_BRAND_COLOR = '#e11d48';

/** WCAG's contrast of `#rrggbb` against white is at least 4.5:1 (text of normal size). */
export function readableOnWhite(hex: string): boolean {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 4.5;
}

export const SiteSettingsBodySchema = z
  .object({
    siteName: z
      .string('Site name is required')
      .trim()
      .min(2, 'Site name must be at least 2 characters')
      .max(80, 'Site name must be at most 80 characters'),
    /** Empty: the address of the server's configuration (SUPPORT_EMAIL) is shown. */
    supportEmail: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters')
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Enter an email address such as support@example.com',
      ),
    /** Lenient: digits with the usual separators, 5 to 15 digits in all (E.164's ceiling). */
    contactPhone: z
      .string()
      .trim()
      .max(30, 'Phone must be at most 30 characters')
      .refine(
        (value) =>
          value === '' ||
          (/^\+?[0-9][0-9 ().\-/]*$/.test(value) &&
            digitCount(value) >= 5 &&
            digitCount(value) <= 15),
        'Enter a phone number such as +44 20 7946 0000',
      ),
    paymentInstructions: z
      .string()
      .trim()
      .max(2000, 'Payment instructions must be at most 2000 characters'),
    wikiUrl: httpsLink('Wiki link'),
    webPlayerUrl: httpsLink('Web player link'),
    /** The From name of mail; empty: the site name. */
    mailFromName: z
      .string()
      .overwrite(toOneLine)
      .max(80, 'Sender name must be at most 80 characters')
      .default(''),
    /** Where customers' answers to our mail go; empty: the support address. */
    mailReplyTo: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters')
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Enter an email address such as support@example.com',
      )
      .default(''),
    /** Buttons and links of our mail, on white: dark enough to read (WCAG AA, 4.5:1). */
    brandColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour such as #e11d48')
      .refine(readableOnWhite, 'This colour is too light to read on white (WCAG AA needs 4.5:1)')
      .default(DEFAULT_BRAND_COLOR),
    /** An unpaid order gets a payment reminder this many hours after it was placed. */
    unpaidReminderHours: z
      .number('Enter a number of hours')
      .int('Enter whole hours')
      .min(1, 'Remind after at least 1 hour')
      .max(720, 'Remind after at most 720 hours (30 days)')
      .default(24),
    /** …and is cancelled this many days after it was placed, its promo code's use given back. */
    unpaidCancelDays: z
      .number('Enter a number of days')
      .int('Enter whole days')
      .min(1, 'Cancel after at least 1 day')
      .max(90, 'Cancel after at most 90 days')
      .default(7),
    /** The seller on invoices: the business's legal name; empty: the site name. */
    legalName: z
      .string()
      .overwrite(toOneLine)
      .max(200, 'Legal name must be at most 200 characters')
      .default(''),
    /** The seller's address on invoices, one or more lines. */
    legalAddress: z.string().trim().max(500, 'Address must be at most 500 characters').default(''),
    /** The seller's tax or VAT number on invoices; empty: none printed. */
    taxNumber: z
      .string()
      .overwrite(toOneLine)
      .max(50, 'Tax number must be at most 50 characters')
      .default(''),
    /** The tax included in prices, in percent (20 or 7.5); 0: no tax on invoices. */
    taxRatePercent: z
      .number('Enter the tax rate in percent, e.g. 20')
      .min(0, 'The tax rate cannot be negative')
      .max(100, 'The tax rate must be at most 100%')
      .refine(
        // Stored in basis points (hundredths of a percent): 7.25 % is 725.
        (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9,
        'Use at most two decimals, e.g. 7.25',
      )
      .default(0),
    socialLinks: z
      .object({
        facebook: OptionalHttpsLink,
        instagram: OptionalHttpsLink,
        x: OptionalHttpsLink,
        youtube: OptionalHttpsLink,
        tiktok: OptionalHttpsLink,
      })
      .strict(),
  })
  .strict()
  // Compared only once each is a fit number of its own: one message per mistake.
  .refine(
    ({ unpaidReminderHours: hours, unpaidCancelDays: days }) =>
      !(isWithin(hours, 1, 720) && isWithin(days, 1, 90)) || hours < days * 24,
    {
      path: ['unpaidReminderHours'],
      message: 'The reminder must come before the order is cancelled',
    },
  );
export type SiteSettingsBody = z.infer<typeof SiteSettingsBodySchema>;
export type SiteSettingsInput = z.input<typeof SiteSettingsBodySchema>;

/** `GET`/`PUT /api/admin/settings`: the stored values, and the address used when none is set. */
export const SiteSettingsSchema = z.object({
  siteName: z.string(),
  supportEmail: z.string(),
  contactPhone: z.string(),
  paymentInstructions: z.string(),
  wikiUrl: z.string(),
  webPlayerUrl: z.string(),
  socialLinks: z.record(SocialNetworkSchema, z.string()),
  mailFromName: z.string(),
  mailReplyTo: z.string(),
  brandColor: z.string(),
  unpaidReminderHours: z.number().int(),
  unpaidCancelDays: z.number().int(),
  legalName: z.string(),
  legalAddress: z.string(),
  taxNumber: z.string(),
  /** Percent, as the admin entered it (stored in basis points). */
  taxRatePercent: z.number(),
  /** SUPPORT_EMAIL of the configuration: shown while `supportEmail` is empty. */
  configuredSupportEmail: z.string(),
  updatedAt: IsoDateSchema.nullable(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsAnswerSchema = okSchema(SiteSettingsSchema);
export type SiteSettingsAnswer = z.infer<typeof SiteSettingsAnswerSchema>;

/** `GET /api/favicon` answers `data.favicon.url` exactly (spec §7); so do the admin's calls. */
export const FaviconSchema = z.object({ url: z.string() });
export type Favicon = z.infer<typeof FaviconSchema>;
export const FaviconAnswerSchema = okSchema(z.object({ favicon: FaviconSchema }));
export type FaviconAnswer = z.infer<typeof FaviconAnswerSchema>;

/** The favicon the web app ships, used until an admin uploads one. */
export const DEFAULT_FAVICON_URL = '/favicon.svg';
/** What the favicon upload takes: checked from the bytes on the server, said in the form. */
export const FAVICON_MAX_BYTES = 256 * 1024;
/** What the hero image upload takes. */
export const HERO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Images kept in the database are fetched with their content version, cached for a year. */
export const StoredImageQuerySchema = CacheBustSchema.extend({
  v: z.string().max(64).optional(),
}).strict();
export type StoredImageQuery = z.infer<typeof StoredImageQuerySchema>;
