import {
  CacheBustSchema,
  RetentionSettingsAnswerSchema,
  RetentionSettingsSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveSettingsAudited } from '../audit-log/settings-change.ts';
import { createRetentionRepository } from './retention.repository.ts';

/** Settings → Data retention: how long chat conversations and mail log entries are kept. */
export async function adminRetentionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 422);
  const tags = ['admin: settings'];

  r.get(
    '/settings/retention',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: RetentionSettingsAnswerSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: await createRetentionRepository(app.db).settings(),
    }),
  );

  r.put(
    '/settings/retention',
    {
      schema: {
        tags,
        body: RetentionSettingsSchema,
        response: { 200: RetentionSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveSettingsAudited(app.db, {
        actorId: request.auth!.userId,
        action: 'settings.retention',
        group: createRetentionRepository,
        body: request.body,
      });
      return { success: true as const, data: saved };
    },
  );
}
