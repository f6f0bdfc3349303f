import {
  CacheBustSchema,
  ProvisioningSettingsAnswerSchema,
  ProvisioningSettingsBodySchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { checkWebhookUrl } from '../../lib/outbound-post.ts';
import { unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { newWebhookSecret } from '../webhooks/webhook-secret.ts';
import { createAccessRepository } from './access.repository.ts';

/** Settings → Provisioning: which connector creates the access, and the mail's choice. */
export async function adminProvisioningSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 422);
  const tags = ['admin: settings'];

  const current = async () => {
    const settings = await createAccessRepository(app.db).connector();
    return {
      connector: settings.connector,
      url: settings.url,
      secretSet: settings.secretSealed !== null,
      accessInMail: settings.accessInMail,
      graceDays: settings.graceDays,
    };
  };

  r.get(
    '/settings/provisioning',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: ProvisioningSettingsAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await current() }),
  );

  r.put(
    '/settings/provisioning',
    {
      schema: {
        tags,
        body: ProvisioningSettingsBodySchema,
        response: { 200: ProvisioningSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const url = body.connector === 'webhook' ? body.url! : null;
      if (url) {
        const refusal = await checkWebhookUrl(url, { allowPrivate: app.webhooks.allowPrivate });
        if (refusal) throw unprocessable({ url: [refusal] });
      }
      const before = await current();
      // The webhook connector cannot sign without a secret: one is made when none is kept.
      const newSecret =
        body.connector === 'webhook' && !body.secret && !before.secretSet
          ? newWebhookSecret()
          : undefined;
      const secret = body.secret ?? newSecret;
      await inTransaction(app.db, async (tx) => {
        await createAccessRepository(tx).saveConnector({
          connector: body.connector,
          url,
          ...(secret !== undefined && { secretSealed: app.secrets.seal(secret) }),
          ...(body.accessInMail !== undefined && { accessInMail: body.accessInMail }),
          ...(body.graceDays !== undefined && { graceDays: body.graceDays }),
        });
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'settings.provisioning',
          entityType: 'site_settings',
          entityId: null,
          before: {
            connector: before.connector,
            url: before.url,
            accessInMail: before.accessInMail,
          },
          // Whether the secret changed, never the secret.
          after: {
            connector: body.connector,
            url,
            accessInMail: body.accessInMail ?? before.accessInMail,
            graceDays: body.graceDays ?? before.graceDays,
            secretChanged: secret !== undefined,
          },
        });
      });
      return {
        success: true as const,
        data: { ...(await current()), ...(newSecret && { newSecret }) },
      };
    },
  );
}
