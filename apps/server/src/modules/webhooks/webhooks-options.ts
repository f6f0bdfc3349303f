import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { WebhookDeliveryRow } from '../../db/schema/index.ts';

/** What app.ts hands the webhooks plugin, kept on `app.webhooks` for the job and routes. */
export interface WebhooksOptions {
  /** ALLOW_PRIVATE_WEBHOOKS: plain http and private addresses for endpoints (outbound-post.ts). */
  allowPrivate: boolean;
  /**
   * A provisioning delivery answered 2xx: called with the transaction that marks it
   * delivered, so the access details in `answer` (its JSON, or null) are stored with it.
   */
  onProvisioningAnswer?: (
    app: FastifyInstance,
    tx: Db,
    delivery: WebhookDeliveryRow,
    answer: unknown,
  ) => Promise<void>;
  /** A provisioning delivery was given up on: called instead of the admins' notice. */
  onProvisioningDead?: (
    app: FastifyInstance,
    delivery: WebhookDeliveryRow,
    error: string,
  ) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Readonly<WebhooksOptions>;
  }
}
