import {
  AdminHeroAnswerSchema,
  CacheBustSchema,
  errorAnswers,
  HERO_IMAGE_MAX_BYTES,
  HeroUpdateBodySchema,
  StoredImageQuerySchema,
  type AdminHero,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { readImageUpload } from '../../plugins/image-upload.ts';
import { dropOnChange, perApp } from '../../plugins/public-caches.ts';
import {
  sendStoredImage,
  StoredImageCache,
  type StoredImage,
} from '../../plugins/stored-images.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { SITE_CHANGED, siteChanged } from './site.public-cache.ts';
import { createHeroRepository, defaultHeroImage, heroSummary } from './hero.repository.ts';

/** The hero image, kept between requests (plugins/stored-images.ts). */
const heroImageCache = perApp(() => new StoredImageCache());
const HERO_IMAGE = 'hero';

/** The hero background kept in the database; its URL comes from `GET /api/site`. */
export async function publicHeroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createHeroRepository(app.db);
  // A hero change on another instance (siteChanged) is told on the message bus.
  await dropOnChange(app, SITE_CHANGED, () => heroImageCache(app.db).invalidate());

  r.get(
    '/hero/image',
    {
      schema: {
        tags: ['site'],
        querystring: StoredImageQuerySchema,
        response: errorAnswers(404),
      },
    },
    async (request, reply) => {
      const image = await heroImageCache(app.db).get(HERO_IMAGE, request.query.v, () =>
        repo.findActiveImage(),
      );
      if (!image) throw notFound('No hero image has been uploaded');
      return sendStoredImage(request, reply, image, request.query.v);
    },
  );
}

const errors = errorAnswers(401, 403, 404, 422);

/** The admin's edits of the home page's top: words, button, background. */
export async function adminHeroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createHeroRepository(app.db);

  /** Puts `image` behind the hero and audits it as `action`, in one transaction. */
  async function replaceImage(actorId: string, action: string, image: StoredImage) {
    const saved = await inTransaction(app.db, async (tx: Db) => {
      const txRepo = createHeroRepository(tx);
      const before = await txRepo.findActiveForAdmin();
      const after = before && (await txRepo.saveImage(image));
      if (!before || !after) return undefined;
      await recordAudit(tx, {
        actorId,
        action,
        entityType: 'hero_section',
        entityId: before.id,
        before: heroSummary(before),
        after: { ...heroSummary(after), ...(after.customImage ? { imageType: image.mime } : {}) },
        keep: ['title'],
      });
      return after;
    });
    if (!saved) throw notFound('There is no hero section to change; save its words first');
    heroImageCache(app.db).invalidate(HERO_IMAGE);
    await siteChanged(app);
    return { success: true as const, data: saved };
  }

  r.get(
    '/hero',
    {
      schema: {
        tags: ['admin: site'],
        querystring: CacheBustSchema,
        response: { 200: AdminHeroAnswerSchema, ...errors },
      },
    },
    async () => {
      const hero = await repo.findActiveForAdmin();
      if (!hero) throw notFound('No hero section is shown yet');
      const { id: _id, ...data } = hero;
      return { success: true as const, data: data satisfies AdminHero };
    },
  );

  r.put(
    '/hero',
    {
      schema: {
        tags: ['admin: site'],
        body: HeroUpdateBodySchema,
        response: { 200: AdminHeroAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await inTransaction(app.db, async (tx) => {
        const txRepo = createHeroRepository(tx);
        const before = await txRepo.findActiveForAdmin();
        const after = await txRepo.saveText(request.body);
        const current = await txRepo.findActiveForAdmin();
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: before ? 'hero_section.update' : 'hero_section.create',
          entityType: 'hero_section',
          entityId: current?.id ?? null,
          before: before && heroSummary(before),
          after: heroSummary(after),
          keep: ['title'],
        });
        return after;
      });
      await siteChanged(app);
      return { success: true as const, data: saved };
    },
  );

  r.put(
    '/hero/image',
    {
      schema: {
        tags: ['admin: site'],
        response: {
          200: AdminHeroAnswerSchema,
          ...errorAnswers(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, {
        kinds: ['png', 'jpeg', 'webp'],
        maxBytes: HERO_IMAGE_MAX_BYTES,
      });
      return replaceImage(request.auth!.userId, 'hero_section.image', image);
    },
  );

  r.delete(
    '/hero/image',
    {
      schema: {
        tags: ['admin: site'],
        response: { 200: AdminHeroAnswerSchema, ...errors },
      },
    },
    async (request) =>
      replaceImage(request.auth!.userId, 'hero_section.image_reset', defaultHeroImage()),
  );
}
