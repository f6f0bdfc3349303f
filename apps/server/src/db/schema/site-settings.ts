import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCESS_IN_MAIL, PROVISIONING_CONNECTORS } from '@streamfront/contract';
import { bytea } from './bytea.ts';

/** One row (id 1): the site-wide settings an admin edits, and the uploaded favicon. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    wikiUrl: text('wiki_url').notNull(),
    webPlayerUrl: text('web_player_url').notNull(),
    /** Null: the SUPPORT_EMAIL of the configuration is shown. */
    supportEmail: text('support_email'),
    /** Empty: no phone number is shown. */
    contactPhone: text('contact_phone').notNull().default(''),
    /** Shown at checkout; empty: the checkout's built-in steps. */
    paymentInstructions: text('payment_instructions').notNull().default(''),
    /** Network → https URL; a network left out or empty is not shown. */
    socialLinks: jsonb('social_links')
      .$type<Partial<Record<string, string>>>()
      .notNull()
      .default({}),
    /** The From name of outgoing mail; empty: the site name. */
    mailFromName: text('mail_from_name').notNull().default(''),
    /** Where customers' answers to our mail go; empty: the support address. */
    mailReplyTo: text('mail_reply_to').notNull().default(''),
    /** The colour of buttons and links in mail. */
    brandColor: text('brand_color').notNull().default('#e11d48'),
    /** The seller on invoices: legal name (empty: the site name), address and tax number. */
    legalName: text('legal_name').notNull().default(''),
    legalAddress: text('legal_address').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    /** Tax on invoices in basis points (2000 = 20 %); 0: no tax line. Prices include it. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** An unpaid order is reminded after this many hours and cancelled after this many days. */
    unpaidReminderHours: integer('unpaid_reminder_hours').notNull().default(24),
    unpaidCancelDays: integer('unpaid_cancel_days').notNull().default(7),
    /** Who creates a subscription's access (decision 052); the webhook one's URL and sealed secret. */
    provisioningConnector: text('provisioning_connector', { enum: PROVISIONING_CONNECTORS })
      .notNull()
      .default('built-in'),
    provisioningUrl: text('provisioning_url'),
    provisioningSecretSealed: text('provisioning_secret_sealed'),
    /** What the activation mail carries: the access details, or a link to see them signed in. */
    accessInMail: text('access_in_mail', { enum: ACCESS_IN_MAIL }).notNull().default('details'),
    /** Days an unpaid end keeps the access suspended before it ends; 0: it ends at once. */
    graceDays: integer('grace_days').notNull().default(7),
    /** Free trials started site-wide per day (UTC) at most; and an admin's pause of every trial. */
    trialDailyCap: integer('trial_daily_cap').notNull().default(25),
    trialsPaused: boolean('trials_paused').notNull().default(false),
    /** Chat conversations and mail log entries older than this many days are removed. */
    chatRetentionDays: integer('chat_retention_days').notNull().default(365),
    mailLogRetentionDays: integer('mail_log_retention_days').notNull().default(365),
    favicon: bytea('favicon'),
    faviconMime: text('favicon_mime'),
    /** Content hash of the favicon: the `v` of its URL, so browsers may cache it for a year. */
    faviconVersion: text('favicon_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
