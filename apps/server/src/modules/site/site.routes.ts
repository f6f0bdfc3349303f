import {
  CacheBustSchema,
  DEFAULT_FAVICON_URL,
  errorAnswers,
  FaviconAnswerSchema,
  SiteAnswerSchema,
  StoredImageQuerySchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors.ts';
import { sendStoredImage } from '../../plugins/stored-images.ts';
import { createFaqRepository } from '../faq/faq.repository.ts';
import { createHeroRepository } from '../hero/hero.repository.ts';
import { createSiteRepository, faviconFileUrl } from './site.repository.ts';

export interface SiteRoutesOptions {
  /** SUPPORT_EMAIL: shown unless an admin has set another address. */
  supportEmail: string;
}

/** Everything the public pages need about the site in one call, plus the favicon. */
export async function publicSiteRoutes(app: FastifyInstance, options: SiteRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = createSiteRepository(app.db);
  const hero = createHeroRepository(app.db);
  const faq = createFaqRepository(app.db);

  r.get(
    '/site',
    {
      schema: { tags: ['site'], querystring: CacheBustSchema, response: { 200: SiteAnswerSchema } },
    },
    async () => {
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
          hero: heroSection,
          faq: faqItems,
        },
      };
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
    async () => {
      const { faviconVersion } = await site.getSettings();
      return {
        success: true as const,
        data: {
          favicon: { url: faviconVersion ? faviconFileUrl(faviconVersion) : DEFAULT_FAVICON_URL },
        },
      };
    },
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
      const favicon = await site.getFavicon();
      if (!favicon) throw notFound('No favicon has been uploaded');
      return sendStoredImage(request, reply, favicon, request.query.v);
    },
  );
}
