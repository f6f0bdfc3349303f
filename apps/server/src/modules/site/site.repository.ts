import { eq } from 'drizzle-orm';
import {
  DEFAULT_BRAND_COLOR,
  SOCIAL_NETWORKS,
  type SiteSettingsBody,
  type SocialLink,
  type SocialNetwork,
} from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { defaultSiteSettings } from '../../db/seed-data/site.ts';
import { imageVersion } from '../../lib/image-version.ts';
import type { StoredImage } from '../../plugins/stored-images.ts';

const SETTINGS_ID = 1;
/** The database's defaults too (db/schema/site-settings.ts). */
const DEFAULT_UNPAID_REMINDER_HOURS = 24;
const DEFAULT_UNPAID_CANCEL_DAYS = 7;

export interface SiteSettings {
  siteName: string;
  wikiUrl: string;
  webPlayerUrl: string;
  /** Null: the configured SUPPORT_EMAIL applies. */
  supportEmail: string | null;
  contactPhone: string;
  paymentInstructions: string;
  socialLinks: Record<SocialNetwork, string>;
  /** The From name of mail; empty: the site name. */
  mailFromName: string;
  /** Where answers to our mail go; empty: the support address. */
  mailReplyTo: string;
  /** Buttons and links in mail. */
  brandColor: string;
  /** An unpaid order is reminded after these hours and cancelled after these days. */
  unpaidReminderHours: number;
  unpaidCancelDays: number;
  /** The seller on invoices: legal name (empty: the site name), address and tax number. */
  legalName: string;
  legalAddress: string;
  taxNumber: string;
  /** Tax included in prices, in basis points (2000 = 20 %). */
  taxRateBp: number;
  faviconVersion: string | null;
  updatedAt: Date | null;
}

export const faviconFileUrl = (version: string) =>
  `/api/favicon/file?v=${encodeURIComponent(version)}`;

/** Every network, empty where none is stored; keys the contract does not know are dropped. */
function socialLinksOf(stored: Partial<Record<string, string>> | null | undefined) {
  return Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, stored?.[network] ?? '']),
  ) as Record<SocialNetwork, string>;
}

/** The links the footer shows: the networks that have one, in the contract's order. */
export function publicSocialLinks(links: Record<SocialNetwork, string>): SocialLink[] {
  return SOCIAL_NETWORKS.filter((network) => links[network] !== '').map((network) => ({
    network,
    url: links[network],
  }));
}

/** What the audit log keeps of the settings: everything an admin edits. */
export function settingsSummary(settings: SiteSettings): Record<string, unknown> {
  return {
    siteName: settings.siteName,
    supportEmail: settings.supportEmail,
    contactPhone: settings.contactPhone,
    paymentInstructions: settings.paymentInstructions,
    wikiUrl: settings.wikiUrl,
    webPlayerUrl: settings.webPlayerUrl,
    socialLinks: settings.socialLinks,
    mailFromName: settings.mailFromName,
    mailReplyTo: settings.mailReplyTo,
    brandColor: settings.brandColor,
    unpaidReminderHours: settings.unpaidReminderHours,
    unpaidCancelDays: settings.unpaidCancelDays,
    legalName: settings.legalName,
    legalAddress: settings.legalAddress,
    taxNumber: settings.taxNumber,
    taxRateBp: settings.taxRateBp,
  };
}

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
          contactPhone: siteSettings.contactPhone,
          paymentInstructions: siteSettings.paymentInstructions,
          socialLinks: siteSettings.socialLinks,
          mailFromName: siteSettings.mailFromName,
          mailReplyTo: siteSettings.mailReplyTo,
          brandColor: siteSettings.brandColor,
          unpaidReminderHours: siteSettings.unpaidReminderHours,
          unpaidCancelDays: siteSettings.unpaidCancelDays,
          legalName: siteSettings.legalName,
          legalAddress: siteSettings.legalAddress,
          taxNumber: siteSettings.taxNumber,
          taxRateBp: siteSettings.taxRateBp,
          faviconVersion: siteSettings.faviconVersion,
          updatedAt: siteSettings.updatedAt,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, SETTINGS_ID));
      if (!row) {
        return {
          ...defaultSiteSettings,
          supportEmail: null,
          contactPhone: '',
          paymentInstructions: '',
          socialLinks: socialLinksOf(undefined),
          mailFromName: '',
          mailReplyTo: '',
          brandColor: DEFAULT_BRAND_COLOR,
          unpaidReminderHours: DEFAULT_UNPAID_REMINDER_HOURS,
          unpaidCancelDays: DEFAULT_UNPAID_CANCEL_DAYS,
          legalName: '',
          legalAddress: '',
          taxNumber: '',
          taxRateBp: 0,
          faviconVersion: null,
          updatedAt: null,
        };
      }
      return { ...row, socialLinks: socialLinksOf(row.socialLinks) };
    },

    /** Replaces what an admin edits; an empty email goes back to the configured one. */
    async saveSettings(body: SiteSettingsBody): Promise<void> {
      const values = {
        siteName: body.siteName,
        supportEmail: body.supportEmail === '' ? null : body.supportEmail,
        contactPhone: body.contactPhone,
        paymentInstructions: body.paymentInstructions,
        wikiUrl: body.wikiUrl,
        webPlayerUrl: body.webPlayerUrl,
        socialLinks: body.socialLinks,
        mailFromName: body.mailFromName,
        mailReplyTo: body.mailReplyTo,
        brandColor: body.brandColor,
        unpaidReminderHours: body.unpaidReminderHours,
        unpaidCancelDays: body.unpaidCancelDays,
        legalName: body.legalName,
        legalAddress: body.legalAddress,
        taxNumber: body.taxNumber,
        taxRateBp: Math.round(body.taxRatePercent * 100),
        updatedAt: new Date(),
      };
      await db
        .insert(siteSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values });
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

    /** Back to the icon the web app ships. */
    async clearFavicon(): Promise<void> {
      await db
        .update(siteSettings)
        .set({ favicon: null, faviconMime: null, faviconVersion: null, updatedAt: new Date() })
        .where(eq(siteSettings.id, SETTINGS_ID));
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
