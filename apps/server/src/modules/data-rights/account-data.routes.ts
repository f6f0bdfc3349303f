import {
  ACCOUNT_CHANGE_RATE_LIMIT,
  CacheBustSchema,
  CloseAccountBodySchema,
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_LIMIT_REASON,
  DATA_RIGHTS_MESSAGES,
  DataExportAnswerSchema,
  DataExportBodySchema,
  DataExportDocumentSchema,
  DataExportsAnswerSchema,
  IdParamsSchema,
  MessageAnswerSchema,
  dataExportFileName,
  errorAnswers,
  type DataExport,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DataExportRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import {
  HttpError,
  conflict,
  notFound,
  tooManyRequests,
  unprocessable,
} from '../../plugins/http-errors.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { closeAccount } from './close-account.ts';
import { withAccessSecrets } from './export-document.ts';
import { dataExportJob } from './export.job.ts';
import { createExportRepository } from './export.repository.ts';

const HOUR_MS = 3_600_000;
const tags = ['account: data'];
/** The exports `GET /api/account/exports` lists: the newest few. */
const LISTED = 5;

function stateOf(row: DataExportRow, now: Date): DataExport['state'] {
  if (!row.readyAt) return 'preparing';
  return row.expiresAt && row.expiresAt > now && row.content !== null ? 'ready' : 'expired';
}

export function toDataExport(row: DataExportRow, now: Date): DataExport {
  return {
    _id: row.id,
    id: row.id,
    requestedAt: row.requestedAt.toISOString(),
    includeSecrets: row.includeSecrets,
    state: stateOf(row, now),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** When the person may ask again: a day after their last request; null when they may now. */
function nextRequestAt(latest: DataExportRow | undefined, now: Date): Date | null {
  if (!latest) return null;
  const next = new Date(latest.requestedAt.getTime() + DATA_EXPORT_EVERY_HOURS * HOUR_MS);
  return next > now ? next : null;
}

/**
 * `/account` → "Your data" (decision 060): a copy of everything the product holds about the
 * person, prepared by a job and downloaded signed in; and closing the account.
 */
export async function accountDataRoutes(
  app: FastifyInstance,
  options: { redis: Redis | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(options.redis);
  r.addHook('onRequest', app.authenticate);

  r.post(
    '/account/export',
    {
      schema: {
        tags,
        body: DataExportBodySchema,
        response: { 202: DataExportAnswerSchema, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const includeSecrets = request.body?.includeSecrets ?? false;
      const now = new Date();
      const row = await inTransaction(app.db, async (tx) => {
        const repo = createExportRepository(tx);
        // Held until commit: two requests at once are counted one after the other.
        if (!(await repo.lockAccount(userId))) throw notFound('User not found');
        const [latest] = await repo.list(userId, 1);
        const next = nextRequestAt(latest, now);
        if (next) {
          const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
          throw new HttpError(429, DATA_RIGHTS_MESSAGES.exportLimit(Math.ceil(seconds / 3600)), {
            reason: DATA_EXPORT_LIMIT_REASON,
            headers: { 'retry-after': String(seconds) },
          });
        }
        const made = await repo.insert(userId, includeSecrets);
        // The job exists exactly when the request does: a crash loses neither.
        await enqueueJob(tx, dataExportJob, { exportId: made.id }, { label: 'Data export' });
        return made;
      });
      return reply.code(202).send({ success: true as const, data: toDataExport(row, now) });
    },
  );

  r.get(
    '/account/exports',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: DataExportsAnswerSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await createExportRepository(app.db).list(request.auth!.userId, LISTED);
      return {
        success: true as const,
        data: {
          exports: rows.map((row) => toDataExport(row, now)),
          nextRequestAt: nextRequestAt(rows[0], now)?.toISOString() ?? null,
        },
      };
    },
  );

  r.get(
    '/account/exports/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        // The answer is the file itself, written below, not an object these schemas serialise.
        response: errorAnswers(401, 404, 409, 410, 422),
      },
    },
    async (request, reply) => {
      const userId = request.auth!.userId;
      const row = await createExportRepository(app.db).mine(userId, request.params.id);
      // Someone else's answers exactly like one that does not exist.
      if (!row) throw notFound(DATA_RIGHTS_MESSAGES.exportNotFound);
      const now = new Date();
      const state = stateOf(row, now);
      if (state === 'preparing') throw conflict(DATA_RIGHTS_MESSAGES.exportPreparing);
      if (state === 'expired') throw new HttpError(410, DATA_RIGHTS_MESSAGES.exportExpired);
      const stored = DataExportDocumentSchema.safeParse(row.content);
      if (!stored.success) throw new HttpError(410, DATA_RIGHTS_MESSAGES.exportExpired);
      const document = await withAccessSecrets(app, userId, stored.data);
      const raw: FastifyReply = reply;
      return (
        raw
          .type('application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${dataExportFileName(row.readyAt!.toISOString())}"`,
          )
          // Personal data, and maybe passwords: never kept by a browser's or a proxy's cache.
          .header('cache-control', 'private, no-store')
          .send(JSON.stringify(document, null, 2))
      );
    },
  );

  r.post(
    '/account/close',
    {
      schema: {
        tags,
        body: CloseAccountBodySchema,
        response: { 200: MessageAnswerSchema, ...errorAnswers(401, 404, 409, 422, 429) },
      },
      config: routeRateLimit(ACCOUNT_CHANGE_RATE_LIMIT),
    },
    async (request) => {
      const userId = request.auth!.userId;
      const user = await createAuthRepository(app.db).findUserById(userId);
      if (!user) throw notFound('User not found');
      // A guess at the password here is a guess at sign-in: it spends the same counters.
      const attempt = await throttle.attempt(request.ip, user.email);
      if (!attempt.allowed) {
        throw tooManyRequests(
          attempt.retryAfterSeconds,
          `Too many attempts. Please try again in ${attempt.retryAfterSeconds} seconds.`,
        );
      }
      if (!(await verifyPassword(user.passwordHash, request.body.password)))
        throw unprocessable({ password: [DATA_RIGHTS_MESSAGES.wrongPassword] });
      await attempt.succeeded();
      await closeAccount(app, {
        userId,
        actorId: userId,
        // The back-office needs its admins: one leaves by another admin's hand, not here.
        allowed: (account) => {
          if (account.role !== 'user') throw conflict(DATA_RIGHTS_MESSAGES.adminAccount);
        },
      });
      return { success: true as const, data: { message: DATA_RIGHTS_MESSAGES.closed } };
    },
  );
}
