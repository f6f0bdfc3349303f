import {
  AdminAccessAnswerSchema,
  AdminAccessBodySchema,
  CacheBustSchema,
  IdParamsSchema,
  SubscriptionParamsSchema,
  SuspendBodySchema,
  errorAnswers,
  type AdminAccess,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SubscriptionAccessRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { retryDeliveryNow } from '../webhooks/queue-webhook.ts';
import { createAccessRepository } from './access.repository.ts';
import { openAccess, resumeAccess, storeAccessDetails, suspendAccess } from './access.service.ts';
import { drawPassword } from './built-in-credentials.ts';
import { holdNotice } from './hold-notice.ts';

const NOT_FOUND = 'This order has no access';

async function adminAccess(
  app: FastifyInstance,
  access: SubscriptionAccessRow,
): Promise<AdminAccess> {
  const repo = createAccessRepository(app.db);
  const [{ connector }, delivery, order] = await Promise.all([
    repo.connector(),
    repo.lastProvisioningDelivery(access.orderId),
    repo.order(access.orderId),
  ]);
  return {
    orderId: access.orderId,
    state: access.state,
    suspension: access.suspendedBy,
    suspendedReason: access.suspendedReason,
    graceEndsAt: access.graceEndsAt?.toISOString() ?? null,
    orderStatus: order!.status,
    expiresAt: order!.expiresAt?.toISOString() ?? null,
    access: openAccess(app, access),
    provisioning: {
      connector,
      state: access.provisioning,
      attempts: delivery?.attempts ?? 0,
      lastError: delivery?.lastError ?? null,
      lastAttemptAt: delivery?.lastAttemptAt?.toISOString() ?? null,
    },
    updatedAt: access.updatedAt.toISOString(),
  };
}

/** The order page's "Access": see, set or regenerate the details; retry the connector. */
export async function adminAccessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 404, 409, 422);
  const tags = ['admin: orders'];

  r.get(
    '/orders/:id/access',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: AdminAccessAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const access = await createAccessRepository(app.db).ofOrder(request.params.id);
      if (!access) throw notFound(NOT_FOUND);
      return { success: true as const, data: await adminAccess(app, access) };
    },
  );

  r.put(
    '/orders/:id/access',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminAccessBodySchema,
        response: { 200: AdminAccessAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const saved = await inTransaction(app.db, async (tx) => {
        const repo = createAccessRepository(tx);
        const access = await repo.lockOfOrder(request.params.id);
        if (!access) throw notFound(NOT_FOUND);
        const regenerate = 'regenerate' in body;
        if (
          !regenerate &&
          body.username !== access.username &&
          (await repo.usernameTaken(body.username))
        )
          throw conflict('Another subscription has this username');
        const after = await storeAccessDetails(
          app,
          tx,
          access,
          regenerate ? { password: drawPassword() } : body,
        );
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: regenerate ? 'access.regenerate' : 'access.update',
          entityType: 'order',
          entityId: access.orderId,
          // What changed, never a password or an activation code.
          before: {
            username: access.username,
            serverUrl: access.serverUrl,
            portalUrl: access.portalUrl,
          },
          after: {
            username: after.username,
            serverUrl: after.serverUrl,
            portalUrl: after.portalUrl,
            passwordChanged: after.passwordSealed !== access.passwordSealed,
          },
        });
        return after;
      });
      return { success: true as const, data: await adminAccess(app, saved) };
    },
  );

  r.post(
    '/subscriptions/:orderId/suspend',
    {
      schema: {
        tags,
        params: SubscriptionParamsSchema,
        body: SuspendBodySchema,
        response: { 200: AdminAccessAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const held = await inTransaction(app.db, async (tx) => {
        const repo = createAccessRepository(tx);
        const access = await repo.lockOfOrder(request.params.orderId);
        if (!access) throw notFound(NOT_FOUND);
        if (access.state === 'ended') throw conflict('This subscription has ended');
        if (access.suspendedBy === 'admin')
          throw conflict('This subscription is already suspended');
        const order = (await repo.order(access.orderId))!;
        const after = await suspendAccess(app, tx, order, access, request.body.reason);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'access.suspend',
          entityType: 'order',
          entityId: order.id,
          before: { state: access.state, suspendedBy: access.suspendedBy },
          after: { state: after.state, suspendedBy: 'admin', reason: request.body.reason },
        });
        const notice = await app.notify.userWithin(tx, order.userId, holdNotice(order, true));
        return { after, notice };
      });
      held.notice?.deliver();
      return { success: true as const, data: await adminAccess(app, held.after) };
    },
  );

  r.post(
    '/subscriptions/:orderId/resume',
    {
      schema: {
        tags,
        params: SubscriptionParamsSchema,
        response: { 200: AdminAccessAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const back = await inTransaction(app.db, async (tx) => {
        const repo = createAccessRepository(tx);
        const access = await repo.lockOfOrder(request.params.orderId);
        if (!access) throw notFound(NOT_FOUND);
        if (access.suspendedBy !== 'admin')
          throw conflict('Only a subscription an admin suspended can be resumed');
        const order = (await repo.order(access.orderId))!;
        if (order.status !== 'active' || !order.expiresAt || order.expiresAt <= now)
          throw conflict(`Order ${order.orderNumber} has ended: a renewal brings the access back`);
        const after = await resumeAccess(app, tx, order, access);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'access.resume',
          entityType: 'order',
          entityId: order.id,
          before: { state: access.state, reason: access.suspendedReason },
          after: { state: after.state },
        });
        const notice = await app.notify.userWithin(tx, order.userId, holdNotice(order, false));
        return { after, notice };
      });
      back.notice?.deliver();
      return { success: true as const, data: await adminAccess(app, back.after) };
    },
  );

  r.post(
    '/orders/:id/access/retry',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminAccessAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const repo = createAccessRepository(app.db);
      const access = await repo.ofOrder(request.params.id);
      if (!access) throw notFound(NOT_FOUND);
      const delivery = await repo.lastProvisioningDelivery(access.orderId);
      if (!delivery || delivery.state === 'delivered')
        throw conflict('Nothing is waiting for the provisioning connector');
      // Marked waiting before the try is queued: a worker that answers at once then sets it
      // ready after, not the other way round.
      const after = await inTransaction(app.db, async (tx) => {
        const updated = await createAccessRepository(tx).update(access.id, {
          provisioning: 'pending',
        });
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'access.retry',
          entityType: 'order',
          entityId: access.orderId,
          before: null,
          after: { event: delivery.event, attempts: delivery.attempts },
        });
        return updated;
      });
      await retryDeliveryNow(app, delivery.id);
      return { success: true as const, data: await adminAccess(app, after) };
    },
  );
}
