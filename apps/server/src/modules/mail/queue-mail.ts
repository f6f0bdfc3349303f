import { randomUUID } from 'node:crypto';
import { MAIL_TEMPLATE_LABELS } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { createMailRepository } from './mail.repository.ts';
import { sendMailJob } from './send-mail.job.ts';
import type { MailTemplateDefinition } from './templates/index.ts';

export interface MailInput<Params extends Record<string, unknown>> {
  template: MailTemplateDefinition<Params>;
  to: string;
  /** The account it is for: its preferences, language and time zone apply. */
  userId?: string | null | undefined;
  /** The order it is about: the order's timeline lists it. */
  orderId?: string | null | undefined;
  params: Params;
}

/**
 * Queues one message with `db`, the transaction of the change it tells about: the message and
 * the job that sends it exist exactly when the change does (decision 044). Nothing is queued
 * when mail is off, nor a reminder to a customer who turned reminders off. Resolves to the
 * message's id, or null when nothing was queued.
 */
export async function queueMail<Params extends Record<string, unknown>>(
  app: FastifyInstance,
  db: Db,
  input: MailInput<Params>,
): Promise<string | null> {
  if (!app.mail.configured) return null;
  const { template } = input;
  // A bug in the caller, said where it is made rather than when the job runs.
  const params = template.params.parse(input.params);
  const repo = createMailRepository(db);
  if (input.userId) {
    const recipient = await repo.recipient(input.userId);
    // A closed account is sent nothing more (decision 060): its address is no longer kept.
    if (recipient?.closedAt) return null;
    if (template.topic && recipient && !recipient[template.topic]) return null;
  }
  const kept: Record<string, unknown> = { ...params };
  const secrets: Record<string, unknown> = {};
  for (const key of template.secretParams ?? []) {
    // A secret left out (the activation mail that links to the account instead) seals nothing.
    if (kept[key] != null) secrets[key] = kept[key];
    delete kept[key];
  }
  const sealed = Object.keys(secrets).length > 0;
  const domain = app.mail.fromAddress.split('@')[1] ?? 'localhost';
  const message = await repo.insert({
    to: input.to,
    userId: input.userId ?? null,
    orderId: input.orderId ?? null,
    template: template.template,
    subject: template.subject(params),
    params: kept,
    sealed: sealed ? app.secrets.seal(JSON.stringify(secrets)) : null,
    messageId: `<${randomUUID()}@${domain}>`,
  });
  await enqueueJob(
    db,
    sendMailJob,
    { messageId: message.id },
    {
      label: `${MAIL_TEMPLATE_LABELS[template.template]} to ${input.to}`,
    },
  );
  return message.id;
}
