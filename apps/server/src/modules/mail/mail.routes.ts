import {
  CacheBustSchema,
  EmailPreferencesAnswerSchema,
  EmailPreferencesBodySchema,
  IdParamsSchema,
  MAIL_NOT_FOUND,
  MAIL_NOT_RESENDABLE,
  MAIL_OFF,
  MAIL_SECRET_NOT_RESENDABLE,
  MailLogAnswerSchema,
  MailLogQuerySchema,
  MailMessageAnswerSchema,
  MailMessageDetailAnswerSchema,
  TEST_MAIL_RATE_LIMIT,
  TestMailAnswerSchema,
  TestMailBodySchema,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_RATE_LIMIT,
  UnsubscribeAnswerSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  errorAnswers,
  unsubscribedMessage,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import { conflict, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createMailRepository, toMailMessage } from './mail.repository.ts';
import { renderMail } from './render-mail.ts';
import { mailContextFor, renderStoredMail, sendMailJob } from './send-mail.job.ts';
import { readUnsubscribeToken } from './unsubscribe-link.ts';

/** A customer's mail preferences, and the one-click unsubscribe that works signed out. */
export async function mailPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createMailRepository(app.db);
  // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` as a form. This plugin's scope
  // alone reads forms; the rest of the API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.get(
    '/account/email-preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        querystring: CacheBustSchema,
        response: { 200: EmailPreferencesAnswerSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const recipient = await repo.recipient(request.auth!.userId);
      if (!recipient) throw notFound('User not found');
      return {
        success: true as const,
        data: { reminders: recipient.reminders, news: recipient.news },
      };
    },
  );

  r.put(
    '/account/email-preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        body: EmailPreferencesBodySchema,
        response: { 200: EmailPreferencesAnswerSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const saved = await repo.setPreferences(request.auth!.userId, request.body);
      if (!saved) throw notFound('User not found');
      return { success: true as const, data: { reminders: saved.reminders, news: saved.news } };
    },
  );

  // The link in a mail's List-Unsubscribe header and footer. A mail program posts to it
  // (RFC 8058); a person who opens it lands on the web page, which posts to it and confirms.
  r.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['account'],
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: routeRateLimit(UNSUBSCRIBE_RATE_LIMIT),
    },
    async (request) => {
      const link = readUnsubscribeToken(app.secrets, request.query.token);
      const saved = link && (await repo.setPreferences(link.userId, { [link.topic]: false }));
      if (!link || !saved) throw unprocessable({ token: [UNSUBSCRIBE_LINK_INVALID] });
      return {
        success: true as const,
        data: { topic: link.topic, email: saved.email, message: unsubscribedMessage(link.topic) },
      };
    },
  );

  r.get(
    '/email/unsubscribe',
    { schema: { tags: ['account'], querystring: UnsubscribeQuerySchema } },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );
}

/** The admins' mail log, its rendered messages, resend and the test mail. Admin scope. */
export async function adminMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createMailRepository(app.db);
  const tags = ['admin: mail'];

  r.get(
    '/mail',
    {
      schema: {
        tags,
        querystring: MailLogQuerySchema,
        response: { 200: MailLogAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return {
        success: true as const,
        data: items.map(toMailMessage),
        meta: { page, pageSize, total },
      };
    },
  );

  r.get(
    '/mail/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: MailMessageDetailAnswerSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const message = await repo.find(request.params.id);
      if (!message) throw notFound(MAIL_NOT_FOUND);
      // A message with a sign-in link is never shown: its words without the link would be
      // the template, not the message.
      if (message.secret)
        return {
          success: true as const,
          data: { ...toMailMessage(message), html: null, text: null },
        };
      const rendered = await renderStoredMail(app, message);
      return {
        success: true as const,
        data: { ...toMailMessage(message), html: rendered.html, text: rendered.text },
      };
    },
  );

  r.post(
    '/mail/:id/resend',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MailMessageAnswerSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      if (!app.mail.configured) throw conflict(MAIL_OFF);
      const row = await inTransaction(app.db, async (tx) => {
        const mail = createMailRepository(tx);
        const before = await mail.find(request.params.id);
        if (!before) throw notFound(MAIL_NOT_FOUND);
        if (before.secret) throw conflict(MAIL_SECRET_NOT_RESENDABLE);
        const after = await mail.requeue(before.id);
        if (!after) throw conflict(MAIL_NOT_RESENDABLE);
        await enqueueJob(
          tx,
          sendMailJob,
          { messageId: after.id },
          {
            label: `Resend of ${after.subject} to ${after.to}`,
          },
        );
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'mail.resend',
          entityType: 'mail',
          entityId: after.id,
          before: { state: before.state, attempts: before.attempts, lastError: before.lastError },
          after: { state: after.state, to: after.to, subject: after.subject },
        });
        return after;
      });
      return { success: true as const, data: toMailMessage(row) };
    },
  );

  // Sent at once, not queued: the admin wants the mail server's own answer on the screen.
  // Mail off is the server's state, not a fault (409): nothing the caller sends is a 5xx.
  r.post(
    '/mail/test',
    {
      schema: {
        tags,
        body: TestMailBodySchema,
        response: { 200: TestMailAnswerSchema, ...errorAnswers(401, 403, 409, 422) },
      },
      config: routeRateLimit(TEST_MAIL_RATE_LIMIT),
    },
    async (request) => {
      if (!app.mail.configured) throw conflict(MAIL_OFF);
      const admin = request.auth!;
      const to = request.body.to ?? admin.email;
      const { context, fromName, replyTo } = await mailContextFor(app, {
        userId: admin.userId,
        template: 'test',
      });
      const rendered = await renderMail('test', { adminName: admin.name }, context);
      try {
        const { response } = await app.mail.deliver({
          to,
          fromName,
          replyTo,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
        });
        return { success: true as const, data: { to, accepted: true, response } };
      } catch (error) {
        const response = error instanceof Error ? error.message : String(error);
        return { success: true as const, data: { to, accepted: false, response } };
      }
    },
  );
}
