import {
  CacheBustSchema,
  DEFAULT_FAVICON_URL,
  FAVICON_MAX_BYTES,
  errorAnswers,
  FaviconAnswerSchema,
  SiteAnswerSchema,
  SiteSettingsAnswerSchema,
  SiteSettingsBodySchema,
  StoredImageQuerySchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { CachedAnswer, sendCompressed } from '../../plugins/compressed-answer.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { readImageUpload } from '../../plugins/image-upload.ts';
import { sendStoredImage, StoredImageCache } from '../../plugins/stored-images.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createFaqRepository } from './faq.repository.ts';
import { createHeroRepository } from './hero.repository.ts';
import { dropOnChange, perApp } from '../../plugins/public-caches.ts';
import { publicSiteCache, SITE_CHANGED, siteChanged } from './site.public-cache.ts';
import {
  createSiteRepository,
  faviconFileUrl,
  publicSocialLinks,
  settingsSummary,
  type SiteSettings,
} from './site.repository.ts';

export interface SiteRoutesOptions {
  /** SUPPORT_EMAIL: shown unless an admin has set another address. */
  supportEmail: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The uploaded favicon, kept between requests (plugins/stored-images.ts). */
const faviconCache = perApp(() => new StoredImageCache());
const FAVICON_IMAGE = 'favicon';

/** Dropped here at once, and on the other instances through the site's change message. */
async function faviconChanged(app: FastifyInstance) {
  faviconCache(app.db).invalidate();
  await siteChanged(app);
}

const faviconAnswer = (version: string | null) => ({
  success: true as const,
  data: { favicon: { url: version ? faviconFileUrl(version) : DEFAULT_FAVICON_URL } },
});

/** Everything the public pages need about the site in one call, plus the favicon. */
export async function publicSiteRoutes(
  app: FastifyInstance,
  // `cardPayments`: the Stripe keys are set (config.ts), so checkout offers "Pay by card".
  options: SiteRoutesOptions & { cardPayments: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = createSiteRepository(app.db);
  const hero = createHeroRepository(app.db);
  const faq = createFaqRepository(app.db);
  const cache = publicSiteCache(app.db);
  await dropOnChange(app, SITE_CHANGED, () => {
    cache.invalidate();
    faviconCache(app.db).invalidate();
  });

  async function siteAnswer() {
    const [settings, heroSection, faqItems] = await Promise.all([
      site.getSettings(),
      hero.findActive(),
      faq.listActive(),
    ]);
    return {
      success: true as const,
      data: {
        siteName: settings.siteName,
        wikiUrl: settings.wikiUrl,
        webPlayerUrl: settings.webPlayerUrl,
        supportEmail: settings.supportEmail ?? options.supportEmail,
        contactPhone: settings.contactPhone,
        paymentInstructions: settings.paymentInstructions,
        cardPayments: options.cardPayments,
        socialLinks: publicSocialLinks(settings.socialLinks),
        hero: heroSection,
        faq: faqItems,
      },
    };
  }

  // Untyped and uncompressed by the global hook: the answer leaves as the cached bytes its own
  // schema produced (site.public-cache.ts), compressed at most once per encoding.
  app.get(
    '/site',
    {
      compress: false,
      decompress: false,
      // While the cache is warm, sent before routing (plugins/warm-answers.ts).
      config: { warmAnswer: { peek: () => cache.peek(), contentType: JSON_TYPE } },
      schema: {
        tags: ['site'],
        querystring: CacheBustSchema,
        response: { 200: SiteAnswerSchema },
      },
    },
    (request, reply) => {
      const answer = cache.get(async () =>
        Buffer.from(reply.serialize(await siteAnswer()) as string),
      );
      if (answer instanceof CachedAnswer) return sendCompressed(request, reply, answer, JSON_TYPE);
      return answer.then((built) => sendCompressed(request, reply, built, JSON_TYPE));
    },
  );

  r.get(
    '/favicon',
    {
      schema: {
        tags: ['site'],
        querystring: CacheBustSchema,
        response: { 200: FaviconAnswerSchema },
      },
    },
    async () => faviconAnswer((await site.getSettings()).faviconVersion),
  );

  r.get(
    '/favicon/file',
    {
      schema: {
        tags: ['site'],
        querystring: StoredImageQuerySchema,
        response: errorAnswers(404),
      },
    },
    async (request, reply) => {
      const favicon = await faviconCache(app.db).get(FAVICON_IMAGE, request.query.v, () =>
        site.getFavicon(),
      );
      if (!favicon) throw notFound('No favicon has been uploaded');
      return sendStoredImage(request, reply, favicon, request.query.v);
    },
  );
}

const errors = errorAnswers(401, 403, 422);

function adminSettings(settings: SiteSettings, configuredSupportEmail: string) {
  return {
    siteName: settings.siteName,
    supportEmail: settings.supportEmail ?? '',
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
    taxRatePercent: settings.taxRateBp / 100,
    configuredSupportEmail,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/** Settings and favicon; registered inside the admin scope, whose hook checked the role. */
export async function adminSiteRoutes(app: FastifyInstance, options: SiteRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = createSiteRepository(app.db);

  r.get(
    '/settings',
    {
      schema: {
        tags: ['admin: site'],
        querystring: CacheBustSchema,
        response: { 200: SiteSettingsAnswerSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: adminSettings(await site.getSettings(), options.supportEmail),
    }),
  );

  r.put(
    '/settings',
    {
      schema: {
        tags: ['admin: site'],
        body: SiteSettingsBodySchema,
        response: { 200: SiteSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await inTransaction(app.db, async (tx) => {
        const repo = createSiteRepository(tx);
        const before = await repo.getSettings();
        await repo.saveSettings(request.body);
        const after = await repo.getSettings();
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'site_settings.update',
          entityType: 'site_settings',
          entityId: null,
          before: settingsSummary(before),
          after: settingsSummary(after),
        });
        return after;
      });
      await siteChanged(app);
      return { success: true as const, data: adminSettings(saved, options.supportEmail) };
    },
  );

  r.put(
    '/favicon',
    {
      schema: {
        tags: ['admin: site'],
        response: { 200: FaviconAnswerSchema, ...errorAnswers(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request) => {
      // SVG is not among the kinds: it can carry script and nothing here sanitises it.
      const image = await readImageUpload(request, {
        kinds: ['png', 'ico', 'webp'],
        maxBytes: FAVICON_MAX_BYTES,
        maxPixels: 1024 * 1024,
      });
      const version = await inTransaction(app.db, async (tx) => {
        const repo = createSiteRepository(tx);
        const before = (await repo.getSettings()).faviconVersion;
        const saved = await repo.saveFavicon(image.bytes, image.mime);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'favicon.upload',
          entityType: 'favicon',
          entityId: null,
          before: { url: before ? faviconFileUrl(before) : DEFAULT_FAVICON_URL },
          after: { url: faviconFileUrl(saved), type: image.mime, bytes: image.bytes.length },
        });
        return saved;
      });
      await faviconChanged(app);
      return faviconAnswer(version);
    },
  );

  r.delete(
    '/favicon',
    {
      schema: {
        tags: ['admin: site'],
        response: { 200: FaviconAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await inTransaction(app.db, async (tx) => {
        const repo = createSiteRepository(tx);
        const before = (await repo.getSettings()).faviconVersion;
        if (!before) return;
        await repo.clearFavicon();
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'favicon.reset',
          entityType: 'favicon',
          entityId: null,
          before: { url: faviconFileUrl(before) },
          after: { url: DEFAULT_FAVICON_URL },
        });
      });
      await faviconChanged(app);
      return faviconAnswer(null);
    },
  );
}
