import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_TEST_EVENT,
  type WebhookEvent,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { WebhookDeliveryRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob, PermanentJobError, retryDelayMs } from '../../jobs/define-job.ts';
import {
  answerFailure,
  outboundPost,
  OutboundRefusedError,
  type OutboundAnswer,
} from '../../lib/outbound-post.ts';
import { createWebhooksRepository, type DeliveryTry } from './webhooks.repository.ts';

export const WEBHOOK_USER_AGENT = 'Streamfront-Webhooks/1';
export const WEBHOOKS_ADMIN_PATH = '/admin/settings/webhooks';

export const eventLabel = (event: string) =>
  event === WEBHOOK_TEST_EVENT
    ? 'Test event'
    : (WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event);

/**
 * An address as an admin may read it in a notice or a job label: scheme, host and path.
 * A query string may carry a token (some receivers take their key there), so it is left out.
 */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'an invalid address';
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/** A secret sealed with another key (or the demo's placeholder) is of no use until rotated. */
function openSecret(app: FastifyInstance, sealed: string): string {
  try {
    return app.secrets.open(sealed);
  } catch {
    throw new PermanentJobError('The signing secret cannot be read: rotate it');
  }
}

interface Receiver {
  url: string;
  secret: string;
}

/**
 * Where a delivery goes: its endpoint, or the provisioning connector's URL when it has none.
 * Null when the endpoint was turned off after the delivery was queued.
 */
async function receiverOf(
  app: FastifyInstance,
  delivery: WebhookDeliveryRow,
): Promise<Receiver | null> {
  const repo = createWebhooksRepository(app.db);
  if (delivery.endpointId === null) {
    const { url, secretSealed } = await repo.provisioningReceiver();
    if (!url) throw new PermanentJobError('No provisioning URL is set');
    if (!secretSealed) throw new PermanentJobError('No provisioning secret is set');
    return { url, secret: openSecret(app, secretSealed) };
  }
  const endpoint = await repo.findEndpoint(delivery.endpointId);
  if (!endpoint) throw new PermanentJobError('The endpoint was removed');
  // A test or replay is an admin's explicit ask (no dedupe key): it goes even so.
  if (!endpoint.enabled && delivery.dedupeKey !== null) return null;
  return { url: endpoint.url, secret: openSecret(app, endpoint.secretSealed) };
}

/** The Standard Webhooks headers of one try: the id stays, the time and signature are now's. */
function signedHeaders(delivery: WebhookDeliveryRow, secret: string, body: string) {
  const now = new Date();
  let signature: string;
  try {
    signature = new Webhook(secret).sign(delivery.messageId, now, body);
  } catch (error) {
    throw new PermanentJobError(`The signing secret cannot be used: ${describe(error)}`);
  }
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** Fields of a provisioning answer that are secrets (stored sealed on the access instead). */
const SECRET_FIELDS = ['password', 'activationCode'];

/** A connector's answer as the delivery log keeps it: its secrets' values hidden. */
export function withoutSecrets(body: string): string {
  const parsed = parseJson(body);
  // Not the JSON object a connector answers with (an error page): kept as it came, to debug.
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const kept: Record<string, unknown> = { ...(parsed as Record<string, unknown>) };
  for (const field of SECRET_FIELDS) if (field in kept) kept[field] = '(hidden)';
  return JSON.stringify(kept);
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * One signed POST of one stored event to its receiver (an endpoint, or the provisioning
 * connector). Any answer but a 2xx, no answer within 10 s, or no connection is a failed try:
 * tried again after about 1, 5, 15 and 60 minutes, then dead and an admin is told. Every try
 * carries the same `webhook-id`, so a receiver that got it twice (a crash between its answer
 * and our record of it) can tell.
 */
export const deliverWebhookJob = defineJob<{ deliveryId: string }>({
  kind: 'webhooks.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
  maxAttempts: WEBHOOK_RETRY_MINUTES.length + 1,
  retryDelaysMs: WEBHOOK_RETRY_MINUTES.map((minutes) => minutes * 60_000),
  async run({ deliveryId }, { app, job, signal }) {
    const repo = createWebhooksRepository(app.db);
    const delivery = await repo.findDelivery(deliveryId);
    // Removed with its endpoint, or delivered by a try whose end was not recorded.
    if (!delivery || delivery.state === 'delivered') return;
    const receiver = await receiverOf(app, delivery);
    if (!receiver) {
      await repo.markDead(delivery.id, 'The endpoint is turned off');
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const last = job.attempt >= job.maxAttempts;
    const failed = async (error: string, tried: Omit<DeliveryTry, 'attempts'>, final = last) =>
      repo.markFailed(delivery.id, {
        ...tried,
        attempts: job.attempt,
        error,
        nextAttemptAt: final
          ? null
          : new Date(Date.now() + retryDelayMs(deliverWebhookJob, job.attempt)),
      });

    let answer: OutboundAnswer;
    try {
      answer = await outboundPost(receiver.url, {
        body,
        headers: signedHeaders(delivery, receiver.secret, body),
        allowPrivate: app.webhooks.allowPrivate,
        signal,
      });
    } catch (error) {
      // Shutting down: the job goes back to the queue and this try does not count.
      if (signal.aborted) throw error;
      const refused = error instanceof OutboundRefusedError;
      const nothing = { responseStatus: null, responseBody: null, durationMs: null };
      await failed(describe(error), nothing, last || refused);
      throw refused ? new PermanentJobError(describe(error), { cause: error }) : error;
    }

    const tried: DeliveryTry = {
      attempts: job.attempt,
      responseStatus: answer.status,
      // The connector's answer carries the customer's password: the log keeps it hidden.
      responseBody: delivery.endpointId === null ? withoutSecrets(answer.body) : answer.body,
      durationMs: answer.durationMs,
    };
    const failure = answerFailure(answer.status);
    if (failure) {
      await failed(failure, tried);
      throw new Error(failure);
    }
    const onAnswer = app.webhooks.onProvisioningAnswer;
    if (delivery.endpointId === null && onAnswer) {
      try {
        await inTransaction(app.db, async (tx) => {
          await createWebhooksRepository(tx).markDelivered(delivery.id, tried);
          await onAnswer(app, tx, delivery, parseJson(answer.body));
        });
      } catch (error) {
        // Neither is kept: the log says why, and the next try asks again.
        const permanent = error instanceof PermanentJobError;
        await failed(`The answer could not be used: ${describe(error)}`, tried, last || permanent);
        throw error;
      }
      return;
    }
    await repo.markDelivered(delivery.id, tried);
  },

  async onDead({ deliveryId }, { app, error }) {
    const repo = createWebhooksRepository(app.db);
    const delivery = await repo.findDelivery(deliveryId);
    if (!delivery || delivery.state === 'delivered') return;
    if (delivery.state !== 'dead') await repo.markDead(delivery.id, error);
    const dead = { ...delivery, state: 'dead' as const, lastError: error };
    if (delivery.endpointId === null) {
      await app.webhooks.onProvisioningDead?.(app, dead, error);
      return;
    }
    const endpoint = await repo.findEndpoint(delivery.endpointId);
    const where = endpoint ? displayUrl(endpoint.url) : 'a removed endpoint';
    await app.notify.adminsAfterSave({
      type: 'error',
      title: 'Webhook delivery failed',
      message:
        `${eventLabel(delivery.event)} (${delivery.event}) to ${where} was given up: ${error}`.slice(
          0,
          500,
        ),
      link: WEBHOOKS_ADMIN_PATH,
    });
  },
});
