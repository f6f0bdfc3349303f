import {
  CreateWebhookEndpointBodySchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  PageQuerySchema,
  UpdateWebhookEndpointBodySchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListAnswerSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointListAnswerSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { newWebhookSecret } from './webhook-secret.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkWebhookUrl } from '../../lib/outbound-post.ts';
import { notFound, unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueTestEvent, replayDelivery } from './queue-webhook.ts';
import {
  createWebhooksRepository,
  toWebhookDelivery,
  toWebhookEndpoint,
  type WebhookEndpointChange,
} from './webhooks.repository.ts';

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
const DELIVERY_NOT_FOUND = 'Delivery not found';
const tags = ['admin: webhooks'];

/** What the audit log keeps of an endpoint: never its secret, only the hint of it. */
const endpointSummary = (row: WebhookEndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  secretHint: row.secretHint,
});

/** The endpoint as answered, with no delivery yet when it is new. */
const fresh = (row: WebhookEndpointRow) =>
  toWebhookEndpoint({ ...row, lastState: null, lastAt: null });

/**
 * Settings → Webhooks: the business's endpoints, their secrets (shown once, on create and on
 * rotation), a test event, and each one's delivery log with replay. Admin scope.
 */
export async function adminWebhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createWebhooksRepository(app.db);

  /** 422 on `url` for an address that may not receive webhooks (https, public network). */
  async function checkUrl(url: string) {
    const refusal = await checkWebhookUrl(url, { allowPrivate: app.webhooks.allowPrivate });
    if (refusal) throw unprocessable({ url: [refusal] });
  }

  const sealed = (secret: string) => ({
    secretSealed: app.secrets.seal(secret),
    secretHint: secret.slice(-4),
  });

  const audit = (
    tx: Db,
    actorId: string,
    action: string,
    entityId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => recordAudit(tx, { actorId, action, entityType: 'webhook', entityId, before, after });

  r.get(
    '/webhooks',
    {
      schema: {
        tags,
        querystring: PageQuerySchema,
        response: { 200: WebhookEndpointListAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repo.listEndpoints(request.query);
      const { page, pageSize } = request.query;
      return {
        success: true as const,
        data: items.map(toWebhookEndpoint),
        meta: { page, pageSize, total },
      };
    },
  );

  r.post(
    '/webhooks',
    {
      schema: {
        tags,
        body: CreateWebhookEndpointBodySchema,
        response: { 201: WebhookEndpointAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      await checkUrl(request.body.url);
      const secret = newWebhookSecret();
      const row = await inTransaction(app.db, async (tx) => {
        const created = await createWebhooksRepository(tx).insertEndpoint({
          ...request.body,
          ...sealed(secret),
        });
        await audit(tx, request.auth!.userId, 'webhook.create', created.id, null, {
          ...endpointSummary(created),
        });
        return created;
      });
      return reply.code(201).send({ success: true as const, data: { ...fresh(row), secret } });
    },
  );

  r.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateWebhookEndpointBodySchema,
        response: { 200: WebhookEndpointAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { rotateSecret, ...fields } = request.body;
      if (fields.url !== undefined) await checkUrl(fields.url);
      const secret = rotateSecret ? newWebhookSecret() : undefined;
      const change: WebhookEndpointChange = { ...fields, ...(secret ? sealed(secret) : {}) };
      await inTransaction(app.db, async (tx) => {
        const txRepo = createWebhooksRepository(tx);
        const before = await txRepo.findEndpoint(request.params.id);
        const after = before && (await txRepo.updateEndpoint(before.id, change));
        if (!before || !after) throw notFound(ENDPOINT_NOT_FOUND);
        await audit(
          tx,
          request.auth!.userId,
          secret ? 'webhook.rotate_secret' : 'webhook.update',
          after.id,
          endpointSummary(before),
          endpointSummary(after),
        );
      });
      const row = (await repo.findEndpoint(request.params.id))!;
      return {
        success: true as const,
        data: { ...toWebhookEndpoint(row), ...(secret ? { secret } : {}) },
      };
    },
  );

  r.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const removed = await inTransaction(app.db, async (tx) => {
        const row = await createWebhooksRepository(tx).deleteEndpoint(request.params.id);
        if (!row) throw notFound(ENDPOINT_NOT_FOUND);
        await audit(tx, request.auth!.userId, 'webhook.delete', row.id, endpointSummary(row), null);
        return row;
      });
      return {
        success: true as const,
        data: { _id: removed.id, id: removed.id, deleted: true as const },
      };
    },
  );

  r.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveryListAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!(await repo.findEndpoint(request.params.id))) throw notFound(ENDPOINT_NOT_FOUND);
      const { items, total } = await repo.listDeliveries(request.params.id, request.query);
      const { page, pageSize } = request.query;
      return {
        success: true as const,
        data: items.map(toWebhookDelivery),
        meta: { page, pageSize, total },
      };
    },
  );

  /** What the audit log keeps of a delivery an admin sent: what and where, not the body. */
  const deliverySummary = (row: WebhookDeliveryRow) => ({
    deliveryId: row.id,
    event: row.event,
    messageId: row.messageId,
  });

  r.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 201: WebhookDeliveryAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await inTransaction(app.db, async (tx) => {
        const endpoint = await createWebhooksRepository(tx).findEndpoint(request.params.id);
        if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
        const delivery = await queueTestEvent(tx, endpoint);
        await audit(tx, request.auth!.userId, 'webhook.test', endpoint.id, null, {
          ...deliverySummary(delivery),
        });
        return delivery;
      });
      return reply.code(201).send({ success: true as const, data: toWebhookDelivery(row) });
    },
  );

  r.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        params: WebhookDeliveryParamsSchema,
        response: { 201: WebhookDeliveryAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await inTransaction(app.db, async (tx) => {
        const txRepo = createWebhooksRepository(tx);
        const endpoint = await txRepo.findEndpoint(request.params.id);
        if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
        const original = await txRepo.findDelivery(request.params.deliveryId);
        if (!original || original.endpointId !== endpoint.id) throw notFound(DELIVERY_NOT_FOUND);
        const replay = await replayDelivery(tx, original, endpoint);
        await audit(tx, request.auth!.userId, 'webhook.replay', endpoint.id, null, {
          ...deliverySummary(replay),
          replayOf: original.id,
        });
        return replay;
      });
      return reply.code(201).send({ success: true as const, data: toWebhookDelivery(row) });
    },
  );
}
