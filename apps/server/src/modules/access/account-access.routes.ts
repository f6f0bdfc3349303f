import {
  ACCESS_RESET_RATE_LIMIT,
  daysLeft,
  CacheBustSchema,
  MySubscriptionAnswerSchema,
  MySubscriptionsAnswerSchema,
  SubscriptionParamsSchema,
  errorAnswers,
  type MySubscription,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderRow, SubscriptionAccessRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createAccessRepository } from './access.repository.ts';
import { openAccess, resetAccessPassword } from './access.service.ts';

// Someone else's subscription answers exactly like one that does not exist.
const NOT_FOUND = 'Subscription not found';

function mySubscription(
  app: FastifyInstance,
  order: OrderRow,
  access: SubscriptionAccessRow,
  now: Date,
  renewal: MySubscription['renewal'] = null,
): MySubscription {
  const left = order.expiresAt ? daysLeft(order.expiresAt, now) : 0;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    serviceId: order.serviceId,
    serviceName: order.serviceName,
    periodMonths: order.periodMonths,
    status: order.status,
    trial: order.trial,
    startsAt: order.startsAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    daysLeft: access.state === 'ended' ? 0 : Math.max(0, left),
    accessState: access.state,
    suspension: access.suspendedBy,
    graceEndsAt: access.graceEndsAt?.toISOString() ?? null,
    provisioning: access.provisioning,
    // Suspended or ended, the login does not work: it is not shown either.
    access: access.state === 'active' ? openAccess(app, access) : null,
    accessResetAt: access.resetAt?.toISOString() ?? null,
    renewal,
  };
}

/** "Your subscription" on /account: the access details, and a new password on request. */
export async function accountAccessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 404, 409, 422, 429);
  const tags = ['account: subscriptions'];
  app.addHook('onRequest', app.authenticate);

  r.get(
    '/account/subscriptions',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: MySubscriptionsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Passwords: never kept by a browser's or a proxy's cache.
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const repo = createAccessRepository(app.db);
      const rows = await repo.ofCustomer(request.auth!.userId, now);
      const renewals = await repo.renewalsOf(rows.map(({ order }) => order.id));
      return {
        success: true as const,
        data: rows.map(({ order, access }) =>
          mySubscription(app, order, access, now, renewals.get(order.id) ?? null),
        ),
      };
    },
  );

  r.post(
    '/account/subscriptions/:orderId/reset-access',
    {
      config: routeRateLimit(ACCESS_RESET_RATE_LIMIT),
      schema: {
        tags,
        params: SubscriptionParamsSchema,
        response: { 200: MySubscriptionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = request.auth!.userId;
      const now = new Date();
      const { order, access } = await inTransaction(app.db, async (tx) => {
        const repo = createAccessRepository(tx);
        const found = await repo.lockOfOrder(request.params.orderId);
        const owner = found && (await repo.order(found.orderId));
        if (!found || !owner || owner.userId !== userId) throw notFound(NOT_FOUND);
        if (found.state !== 'active')
          throw conflict('Only the access of a running subscription can get a new password');
        const reset = await resetAccessPassword(app, tx, owner, found, now);
        await recordAudit(tx, {
          actorId: userId,
          action: 'access.reset',
          entityType: 'order',
          entityId: owner.id,
          before: null,
          // What happened, never the password.
          after: { orderNumber: owner.orderNumber, username: reset.username, by: 'customer' },
        });
        return { order: owner, access: reset };
      });
      const renewals = await createAccessRepository(app.db).renewalsOf([order.id]);
      return {
        success: true as const,
        data: mySubscription(app, order, access, now, renewals.get(order.id) ?? null),
      };
    },
  );
}
