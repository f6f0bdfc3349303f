import type {
  PageQuery,
  WebhookDelivery,
  WebhookDeliveryState,
  WebhookEndpoint,
  WebhookEvent,
} from '@streamfront/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, pageOf } from '../../db/list-query.ts';
import {
  siteSettings,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.ts';

/** A stored error is cut to this: enough to act on. */
const MAX_ERROR_LENGTH = 1_000;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export interface NewWebhookEndpoint {
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  secretSealed: string;
  secretHint: string;
}

export type WebhookEndpointChange = Partial<NewWebhookEndpoint>;

export interface NewWebhookDelivery {
  endpointId: string | null;
  orderId?: string | null | undefined;
  event: string;
  messageId: string;
  /** Null for a replay or a test event: each is a delivery of its own. */
  dedupeKey: string | null;
  /** The JSON body, the same on every try: `{ type, timestamp, data }`. */
  payload: unknown;
}

/** What one try left behind: the answer when one came, and the time it took. */
export interface DeliveryTry {
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
}

export type EndpointWithLast = WebhookEndpointRow & {
  lastState: WebhookDeliveryState | null;
  lastAt: Date | null;
};

export function toWebhookEndpoint(row: EndpointWithLast): WebhookEndpoint {
  return {
    _id: row.id,
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    secretHint: row.secretHint,
    lastDelivery:
      row.lastState && row.lastAt ? { state: row.lastState, at: row.lastAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    id: row.id,
    event: row.event,
    messageId: row.messageId,
    state: row.state,
    attempts: row.attempts,
    request: JSON.stringify(row.payload),
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

/** The endpoint's newest delivery: where it stands, and when it last moved. */
const latest = (value: SQL) =>
  sql`(select ${value} from ${webhookDeliveries}
    where ${webhookDeliveries.endpointId} = ${webhookEndpoints.id}
    order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc limit 1)`;

const endpointColumns = {
  endpoint: webhookEndpoints,
  lastState: sql<WebhookDeliveryState | null>`${latest(sql`${webhookDeliveries.state}`)}`,
  lastAt: sql<string | null>`${latest(
    sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})::text`,
  )}`,
};

const withLast = (row: {
  endpoint: WebhookEndpointRow;
  lastState: WebhookDeliveryState | null;
  lastAt: string | Date | null;
}): EndpointWithLast => ({
  ...row.endpoint,
  lastState: row.lastState,
  lastAt: row.lastAt === null ? null : new Date(row.lastAt),
});

/** All SQL of webhook endpoints and their deliveries, and of the provisioning receiver. */
export function createWebhooksRepository(db: Db) {
  return {
    async listEndpoints(query: PageQuery) {
      return pageOf(
        query,
        async ({ limit, offset }) =>
          (
            await db
              .select(endpointColumns)
              .from(webhookEndpoints)
              .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
              .limit(limit)
              .offset(offset)
          ).map(withLast),
        () => db.select({ total: countAll }).from(webhookEndpoints),
      );
    },

    async findEndpoint(id: string): Promise<EndpointWithLast | undefined> {
      const [row] = await db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      return row && withLast(row);
    },

    async insertEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
      return row!;
    },

    async updateEndpoint(
      id: string,
      change: WebhookEndpointChange,
    ): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    /** Its deliveries go with it (the foreign key cascades). */
    async deleteEndpoint(id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    /** The enabled endpoints that receive `event`. */
    endpointsFor(event: WebhookEvent): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
          ),
        )
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** Undefined when a delivery with its `dedupeKey` exists already. */
    async insertDelivery(delivery: NewWebhookDelivery): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ ...delivery, orderId: delivery.orderId ?? null })
        .onConflictDoNothing({ target: webhookDeliveries.dedupeKey })
        .returning();
      return row;
    },

    async findDelivery(id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** An endpoint's delivery log, newest first. */
    async listDeliveries(endpointId: string, query: PageQuery) {
      const where = eq(webhookDeliveries.endpointId, endpointId);
      return pageOf(
        query,
        ({ limit, offset }) =>
          db
            .select()
            .from(webhookDeliveries)
            .where(where)
            .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ total: countAll }).from(webhookDeliveries).where(where),
      );
    },

    async markDelivered(id: string, attempt: DeliveryTry): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          ...attempt,
          state: 'delivered',
          lastError: null,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: null,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** A try that failed: `retrying` until `nextAttemptAt`, or `dead` when it is null. */
    async markFailed(
      id: string,
      attempt: DeliveryTry & { error: string; nextAttemptAt: Date | null },
    ): Promise<void> {
      const { error, nextAttemptAt, ...rest } = attempt;
      await db
        .update(webhookDeliveries)
        .set({
          ...rest,
          state: nextAttemptAt ? 'retrying' : 'dead',
          lastError: clip(error, MAX_ERROR_LENGTH),
          lastAttemptAt: sql`now()`,
          nextAttemptAt,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** Given up without a try of its own (the jobs layer said so, or the endpoint is off). */
    async markDead(id: string, error: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ state: 'dead', lastError: clip(error, MAX_ERROR_LENGTH), nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, id));
    },

    /** "Retry now" of a dead or retrying delivery: pending, with all its tries again. */
    async requeue(id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
        .where(
          and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.state, ['dead', 'retrying'])),
        )
        .returning();
      return row;
    },

    /** Where provisioning events go (Settings → Provisioning), read when each is sent. */
    async provisioningReceiver(): Promise<{ url: string | null; secretSealed: string | null }> {
      const [row] = await db
        .select({
          url: siteSettings.provisioningUrl,
          secretSealed: siteSettings.provisioningSecretSealed,
        })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1));
      return row ?? { url: null, secretSealed: null };
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
