import { MAIL_TEMPLATE_LABELS, SERVER_TEXT_PLACE, type MailTopic } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MailMessageRow } from '../../db/schema/index.ts';
import { defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createSiteRepository, faviconFileUrl } from '../site/site.repository.ts';
import { createMailRepository } from './mail.repository.ts';
import { renderMail, type RenderedMail } from './render-mail.ts';
import { MAIL_TEMPLATE_DEFINITIONS, type MailContext } from './templates/index.ts';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-link.ts';

/** Site and reader of one message, read when it is sent: an admin's new settings apply. */
export async function mailContextFor(
  app: FastifyInstance,
  message: Pick<MailMessageRow, 'userId' | 'template'>,
): Promise<{ context: MailContext; fromName: string; replyTo: string }> {
  const settings = await createSiteRepository(app.db).getSettings();
  const siteUrl = app.mail.siteUrl;
  const reader = message.userId
    ? await createMailRepository(app.db).recipient(message.userId)
    : undefined;
  const topic: MailTopic | null = MAIL_TEMPLATE_DEFINITIONS[message.template].topic;
  const supportEmail = settings.supportEmail ?? app.mail.fromAddress;
  return {
    context: {
      site: {
        name: settings.siteName,
        supportEmail,
        contactPhone: settings.contactPhone,
        paymentInstructions: settings.paymentInstructions,
        webPlayerUrl: settings.webPlayerUrl,
        wikiUrl: settings.wikiUrl,
        brandColor: settings.brandColor,
        linkColor: settings.brandColor,
        logoUrl: settings.faviconVersion
          ? `${siteUrl}${faviconFileUrl(settings.faviconVersion)}`
          : null,
      },
      siteUrl,
      place: {
        locale: reader?.locale ?? SERVER_TEXT_PLACE.locale,
        timeZone: reader?.timeZone ?? SERVER_TEXT_PLACE.timeZone,
      },
      unsubscribeUrl:
        topic && message.userId
          ? unsubscribeUrl(siteUrl, unsubscribeToken(app.secrets, message.userId, topic))
          : null,
    },
    fromName: settings.mailFromName || settings.siteName,
    replyTo: settings.mailReplyTo || supportEmail,
  };
}

/** A stored message as it reads: its template over its parameters and, if any, its secrets. */
export async function renderStoredMail(
  app: FastifyInstance,
  message: MailMessageRow,
): Promise<RenderedMail & Awaited<ReturnType<typeof mailContextFor>>> {
  const secrets = message.sealed
    ? (JSON.parse(app.secrets.open(message.sealed)) as Record<string, unknown>)
    : {};
  const place = await mailContextFor(app, message);
  const rendered = await renderMail(
    message.template,
    { ...message.params, ...secrets },
    place.context,
  );
  return { ...rendered, ...place };
}

/** SMTP replies 5xx for what no retry mends: no such mailbox, refused outright. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/**
 * Sends one stored message (decision 044): renders it, hands it to the mail server, and
 * records the outcome on the mail log. Tried again after 1, 5 and 15 minutes, 1 and 3 hours;
 * then it is given up and every admin is told.
 */
export const sendMailJob = defineJob<{ messageId: string }>({
  kind: 'mail.send',
  payload: z.object({ messageId: z.uuid() }),
  maxAttempts: 6,
  retryDelaysMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000],
  async run({ messageId }, { app, job }) {
    const repo = createMailRepository(app.db);
    const message = await repo.find(messageId);
    // Sent by an earlier try whose end was not recorded, or removed: nothing to do.
    if (!message || message.state === 'sent') return;
    if (message.secret && !message.sealed)
      throw new PermanentJobError('Its sign-in link is no longer kept');
    const mail = await renderStoredMail(app, message);
    const unsubscribe = mail.context.unsubscribeUrl;
    try {
      await app.mail.deliver({
        to: message.to,
        fromName: mail.fromName,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: message.messageId,
        headers: unsubscribe
          ? {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
      });
    } catch (error) {
      const permanent = isPermanent(error);
      await repo.markFailed(
        message.id,
        describe(error),
        permanent || job.attempt >= job.maxAttempts,
      );
      throw permanent ? new PermanentJobError(describe(error), { cause: error }) : error;
    }
    await repo.markSent(message.id);
  },
  async onDead({ messageId }, { app, error }) {
    const repo = createMailRepository(app.db);
    const message = await repo.find(messageId);
    if (!message) return;
    if (message.state !== 'dead') await repo.markFailed(message.id, error, true);
    await app.notify.adminsAfterSave({
      type: 'error',
      title: 'A mail could not be sent',
      message:
        `${MAIL_TEMPLATE_LABELS[message.template]} to ${message.to} was given up: ${error}`.slice(
          0,
          500,
        ),
      link: `/admin/mail?state=dead`,
    });
  },
});
