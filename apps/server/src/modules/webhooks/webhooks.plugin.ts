import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import type { WebhooksOptions } from './webhooks-options.ts';

export type { WebhooksOptions } from './webhooks-options.ts';

/**
 * This instance delivers queued webhooks (the job `queueWebhookEvent` and
 * `queueProvisioningDelivery` queue), with the options app.ts gives on `app.webhooks`.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, options: WebhooksOptions) => {
    app.decorate('webhooks', {
      allowPrivate: options.allowPrivate,
      ...(options.onProvisioningAnswer
        ? { onProvisioningAnswer: options.onProvisioningAnswer }
        : {}),
      ...(options.onProvisioningDead ? { onProvisioningDead: options.onProvisioningDead } : {}),
    } satisfies WebhooksOptions);
    app.jobs.define(deliverWebhookJob);
  },
  { name: 'webhooks', dependencies: ['jobs', 'secrets', 'notify'] },
);
