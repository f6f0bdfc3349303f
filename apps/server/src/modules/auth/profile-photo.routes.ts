import {
  errorAnswers,
  IdParamsSchema,
  PROFILE_PHOTO_MAX_BYTES,
  StoredImageQuerySchema,
  ValidateAnswerSchema,
  PROFILE_PHOTO_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { readImageUpload } from '../../plugins/image-upload.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { sendStoredImage } from '../../plugins/stored-images.ts';
import { createAuthRepository } from './auth.repository.ts';
import { auditOwnChange } from './profile-audit.ts';
import { toAuthUser } from './start-session.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const errors = errorAnswers(400, 401, 404, 413, 422);

/**
 * The signed-in user's own photo, kept in the database (DESIGN §1) and served at a URL that
 * carries its content hash. The answer is the user, whose `photo` is that URL.
 */
export async function profilePhotoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/auth/me/photo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        // Multipart, read and checked by readImageUpload (415 for a file that is no photo).
        response: { 200: ValidateAnswerSchema, ...errors },
      },
      config: routeRateLimit(PROFILE_PHOTO_RATE_LIMIT),
    },
    async (request) => {
      const image = await readImageUpload(request, {
        kinds: ['png', 'jpeg', 'webp'],
        maxBytes: PROFILE_PHOTO_MAX_BYTES,
        // A profile photo is shown small: 4096 × 4096 is already far more than it needs.
        maxPixels: 4096 * 4096,
      });
      const userId = request.auth!.userId;
      const row = await inTransaction(app.db, async (tx) => {
        const repo = createAuthRepository(tx);
        const before = await repo.findUserById(userId);
        const after = before && (await repo.storePhoto(userId, image));
        if (before && after)
          await auditOwnChange(
            tx,
            userId,
            'photo',
            { photo: before.photo },
            { photo: after.photo },
          );
        return after;
      });
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toAuthUser(row) };
    },
  );

  r.delete(
    '/auth/me/photo',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: ValidateAnswerSchema, ...errors } },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const row = await inTransaction(app.db, async (tx) => {
        const repo = createAuthRepository(tx);
        const before = await repo.findUserById(userId);
        const after = before && (await repo.removePhoto(userId));
        if (before?.photo && after)
          await auditOwnChange(tx, userId, 'photo', { photo: before.photo }, { photo: null });
        return after;
      });
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toAuthUser(row) };
    },
  );

  // Public like any image on the site: an <img> sends no bearer token. The address is only
  // known to those shown the user (the user, admins), and it changes with every photo.
  r.get(
    '/users/:id/photo',
    {
      schema: {
        tags: ['auth'],
        params: IdParamsSchema,
        querystring: StoredImageQuerySchema,
        response: errorAnswers(404),
      },
    },
    async (request, reply) => {
      const image = await createAuthRepository(app.db).findPhoto(request.params.id);
      if (!image) throw notFound('No photo has been uploaded');
      return sendStoredImage(request, reply, image, request.query.v);
    },
  );
}
