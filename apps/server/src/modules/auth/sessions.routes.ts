import {
  AccountSessionsAnswerSchema,
  errorAnswers,
  IdParamsSchema,
  MessageAnswerSchema,
  SESSION_MESSAGES,
  SessionsEndedAnswerSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createAuthRepository } from './auth.repository.ts';
import { deviceName } from './device-name.ts';

const tags = ['account'];

/**
 * A person's own signed-in sessions: where and when each was used, and ending any of them.
 * An ended session's token is refused at the next request (every request reads its session)
 * and its sockets close at once on every instance (`app.realtime.endSession`).
 */
export async function accountSessionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createAuthRepository(app.db);
  r.addHook('onRequest', app.authenticate);

  r.get(
    '/account/sessions',
    { schema: { tags, response: { 200: AccountSessionsAnswerSchema, ...errorAnswers(401) } } },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      const rows = await repo.listLiveSessions(userId);
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          address: row.address,
          signedInAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === sessionId,
        })),
      };
    },
  );

  r.delete(
    '/account/sessions/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MessageAnswerSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await repo.revokeUserSession(request.auth!.userId, id))) {
        throw notFound(SESSION_MESSAGES.notFound);
      }
      app.realtime.endSession(id);
      return { success: true as const, data: { message: 'Signed out' } };
    },
  );

  r.post(
    '/account/sessions/sign-out-others',
    { schema: { tags, response: { 200: SessionsEndedAnswerSchema, ...errorAnswers(401) } } },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      const ended = await repo.revokeAllSessions(userId, sessionId);
      for (const id of ended) app.realtime.endSession(id);
      return { success: true as const, data: { ended: ended.length } };
    },
  );
}

/** An admin ends every session of a customer (a lost phone, a shared password): audited. */
export async function adminCustomerSessionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customers/:id/sign-out',
    {
      schema: {
        tags: ['customers'],
        params: IdParamsSchema,
        response: { 200: SessionsEndedAnswerSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await inTransaction(app.db, async (tx) => {
        const within = createAuthRepository(tx);
        const customer = await within.findUserById(id);
        if (!customer || customer.role !== 'user') return undefined;
        const ids = await within.revokeAllSessions(id);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'user.sign_out_everywhere',
          entityType: 'user',
          entityId: id,
          after: { sessionsEnded: ids.length },
        });
        return ids;
      });
      if (!ended) throw notFound('Customer not found');
      app.realtime.endUser(id);
      return { success: true as const, data: { ended: ended.length } };
    },
  );
}
