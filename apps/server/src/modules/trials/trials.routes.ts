import {
  AdminTrialAnswerSchema,
  AdminTrialListAnswerSchema,
  AdminTrialListQuerySchema,
  CacheBustSchema,
  IdParamsSchema,
  StartTrialBodySchema,
  TRIAL_RATE_LIMIT,
  TRIAL_REFUSAL_DAYS,
  TrialAnswerSchema,
  TrialSettingsAnswerSchema,
  TrialSettingsSchema,
  TrialSummaryAnswerSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { saveSettingsAudited } from '../audit-log/settings-change.ts';
import { createTrialsRepository, toTrial } from './trials.repository.ts';
import { revokeTrial, startTrial } from './trials.service.ts';

const DAY_MS = 86_400_000;

/** `POST /api/trials`: a signed-in customer takes the package's free trial. */
export async function trialsRoutes(app: FastifyInstance, { redis }: { redis?: Redis | undefined }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trials',
    {
      onRequest: app.authenticate,
      config: routeRateLimit(TRIAL_RATE_LIMIT),
      schema: {
        tags: ['trials'],
        body: StartTrialBodySchema,
        response: { 201: TrialAnswerSchema, ...errorAnswers(401, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { trial, order } = await startTrial(app, {
        userId: request.auth!.userId,
        serviceId: request.body.serviceId,
        ip: request.ip,
        // With Redis, the instances share their rate limits through it: while it is away, one
        // instance cannot see another's tries, so trials pause rather than open (decision 055).
        checksReady: !redis || redis.status === 'ready',
      });
      return reply.code(201).send({
        success: true as const,
        data: toTrial(trial, order, trial.startsAt),
      });
    },
  );
}

/** Trials: the list, revoke, the settings and the refusals by reason. */
export async function adminTrialsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 404, 409, 422);
  const tags = ['admin: trials'];

  r.get(
    '/trials',
    {
      schema: {
        tags,
        querystring: AdminTrialListQuerySchema,
        response: { 200: AdminTrialListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await createTrialsRepository(app.db).list(request.query, new Date());
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/trials/summary',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: TrialSummaryAnswerSchema, ...errors },
      },
    },
    async () => {
      const repo = createTrialsRepository(app.db);
      const now = new Date();
      const [settings, startedToday, refusals] = await Promise.all([
        repo.settings(),
        repo.countOnDay(now.toISOString().slice(0, 10)),
        repo.refusalCounts(new Date(now.getTime() - TRIAL_REFUSAL_DAYS * DAY_MS)),
      ]);
      return {
        success: true as const,
        data: { settings, startedToday, refusals, refusalDays: TRIAL_REFUSAL_DAYS },
      };
    },
  );

  r.put(
    '/trials/settings',
    {
      schema: {
        tags,
        body: TrialSettingsSchema,
        response: { 200: TrialSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveSettingsAudited(app.db, {
        actorId: request.auth!.userId,
        action: 'settings.trials',
        group: createTrialsRepository,
        body: request.body,
      });
      return { success: true as const, data: saved };
    },
  );

  r.post(
    '/trials/:id/revoke',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminTrialAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await revokeTrial(app, { id: request.params.id, actorId: request.auth!.userId });
      const trial = await createTrialsRepository(app.db).one(request.params.id, new Date());
      if (!trial) throw notFound('Trial not found');
      return { success: true as const, data: trial };
    },
  );
}
