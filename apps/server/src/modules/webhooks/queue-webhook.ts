import { createHash, randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type SubscriptionEvent,
  type WebhookEvent,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.ts';
import { inTransaction, onCommit } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { createJobsRepository } from '../../jobs/jobs.repository.ts';
import { announceJobQueued } from '../../jobs/wake.ts';
import { deliverWebhookJob, displayUrl } from './deliver-webhook.job.ts';
import { createWebhooksRepository, type NewWebhookDelivery } from './webhooks.repository.ts';

/** What an event's body says: what happened, when, and about what. */
export interface WebhookBody {
  type: string;
  /** When it happened (ISO 8601): the same on every try, unlike the `webhook-timestamp`. */
  timestamp: string;
  data: Record<string, unknown>;
}

export const webhookBody = (type: string, data: Record<string, unknown>): WebhookBody => ({
  type,
  timestamp: new Date().toISOString(),
  data,
});

/**
 * The `webhook-id` of an event: the caller's idempotency key as it is when it reads safely in
 * a header and a log (`msg_<order id>.order.paid`), else its hash. The same key always gives
 * the same id, so an event caused twice is one message to its receivers.
 */
export function webhookMessageId(idempotencyKey: string): string {
  if (/^[A-Za-z0-9_.:-]{1,120}$/.test(idempotencyKey)) return `msg_${idempotencyKey}`;
  return `msg_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32)}`;
}

/** Stores one delivery and queues its job with `tx`; null when its dedupe key was queued. */
async function queueDelivery(
  tx: Db,
  delivery: NewWebhookDelivery,
  receiver: string,
): Promise<WebhookDeliveryRow | null> {
  const row = await createWebhooksRepository(tx).insertDelivery(delivery);
  if (!row) return null;
  await enqueueJob(
    tx,
    deliverWebhookJob,
    { deliveryId: row.id },
    {
      label: `${row.event} to ${receiver}`,
    },
  );
  return row;
}

/**
 * Sends `event` to every enabled endpoint that takes it: one delivery and one job each,
 * written with `tx`, the transaction of the change, so they exist exactly when it does. The
 * same `idempotencyKey` queues nothing twice (a retried request, an activation done again).
 */
export async function queueWebhookEvent(
  app: FastifyInstance,
  tx: Db,
  event: WebhookEvent,
  data: Record<string, unknown>,
  options: { idempotencyKey: string; orderId?: string | null },
): Promise<void> {
  const endpoints = await createWebhooksRepository(tx).endpointsFor(event);
  if (endpoints.length === 0) return;
  const messageId = webhookMessageId(options.idempotencyKey);
  const payload = webhookBody(event, data);
  for (const endpoint of endpoints) {
    await queueDelivery(
      tx,
      {
        endpointId: endpoint.id,
        orderId: options.orderId ?? null,
        event,
        messageId,
        dedupeKey: `${endpoint.id}:${messageId}`,
        payload,
      },
      displayUrl(endpoint.url),
    );
  }
}

/**
 * Sends a subscription event to the provisioning connector (Settings → Provisioning), with
 * `tx`. Its URL and secret are read when it is sent. Null when the key was queued already.
 */
export async function queueProvisioningDelivery(
  app: FastifyInstance,
  tx: Db,
  input: {
    event: SubscriptionEvent;
    data: Record<string, unknown>;
    idempotencyKey: string;
    orderId: string;
  },
): Promise<WebhookDeliveryRow | null> {
  const messageId = webhookMessageId(input.idempotencyKey);
  return queueDelivery(
    tx,
    {
      endpointId: null,
      orderId: input.orderId,
      event: input.event,
      messageId,
      dedupeKey: `provisioning:${messageId}`,
      payload: webhookBody(input.event, input.data),
    },
    'the provisioning connector',
  );
}

/** "Send a test event": to this endpoint whatever events it takes, a message of its own. */
export async function queueTestEvent(
  tx: Db,
  endpoint: WebhookEndpointRow,
): Promise<WebhookDeliveryRow> {
  const row = await queueDelivery(
    tx,
    {
      endpointId: endpoint.id,
      event: WEBHOOK_TEST_EVENT,
      messageId: `msg_test_${randomUUID().replaceAll('-', '')}`,
      dedupeKey: null,
      payload: webhookBody(WEBHOOK_TEST_EVENT, {
        endpointId: endpoint.id,
        message: 'A test event from Streamfront: your endpoint receives our webhooks.',
      }),
    },
    displayUrl(endpoint.url),
  );
  return row!;
}

/**
 * A replay: a new delivery of the same message (id and body), whatever became of the first,
 * for a receiver that lost it or was fixed since. Receivers that dedupe by `webhook-id` see
 * it as the message they may already have.
 */
export async function replayDelivery(
  tx: Db,
  delivery: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow,
): Promise<WebhookDeliveryRow> {
  const row = await queueDelivery(
    tx,
    {
      endpointId: delivery.endpointId,
      orderId: delivery.orderId,
      event: delivery.event,
      messageId: delivery.messageId,
      dedupeKey: null,
      payload: delivery.payload,
    },
    displayUrl(endpoint.url),
  );
  return row!;
}

/**
 * "Retry now": a dead or retrying delivery is tried again at once with all its tries ahead.
 * Its job runs again when it has one that failed or died, else it gets a new one; a job
 * already queued or running is left to it. Undefined when there is no such delivery, or it
 * is neither dead nor retrying.
 */
export async function retryDeliveryNow(
  app: FastifyInstance,
  deliveryId: string,
): Promise<WebhookDeliveryRow | undefined> {
  return inTransaction(app.db, async (tx) => {
    const repo = createWebhooksRepository(tx);
    const jobs = createJobsRepository(tx);
    const before = await repo.findDelivery(deliveryId);
    if (!before || (before.state !== 'dead' && before.state !== 'retrying')) return undefined;
    const job = await jobs.latestFor(deliverWebhookJob.kind, 'deliveryId', deliveryId);
    if (job && (job.state === 'queued' || job.state === 'running')) return before;
    // Locks the row: of two clicks at once, the second finds it pending and does nothing.
    const row = await repo.requeue(deliveryId);
    if (!row) return undefined;
    if (job && (job.state === 'failed' || job.state === 'dead')) {
      await jobs.retry(job.id);
      onCommit(tx, announceJobQueued);
    } else {
      const receiver = row.endpointId ? 'its endpoint' : 'the provisioning connector';
      await enqueueJob(
        tx,
        deliverWebhookJob,
        { deliveryId },
        {
          label: `${row.event} to ${receiver} (retried)`,
        },
      );
    }
    return row;
  });
}
