import {
  EMAIL_REQUIRED_MESSAGE,
  FORM_BODY_LIMIT_BYTES,
  FORM_RATE_LIMIT,
  SubmissionAnswerSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from './auth/index.ts';
import { unprocessable } from './http-errors.ts';
import { routeRateLimit } from '../lib/route-rate-limit.ts';

/** What the admins are told, live and in their inbox, once a submission is stored. */
export type AdminNotice = Parameters<FastifyInstance['notify']['adminsAfterSave']>[0];

/** Who sent a form: the reply-to address and, when signed in, the account. */
export interface Submitter {
  email: string;
  userId: string | null;
}

/** A body schema of the contract whose submissions may carry a reply-to `email`. */
type FormBodySchema = z.ZodType<{ email?: string | undefined }>;

/** Everything that differs between two public forms; the rest is `publicFormRoute`'s. */
export interface PublicForm<Body extends FormBodySchema, Saved extends { id: string }> {
  /** Path under `/api`. */
  url: string;
  /** The contract's schema of the body: the route validates with it and answers 422 with its messages. */
  body: Body;
  /** Stores one submission; `fields` is the body without `email`, which `submitter` settles. */
  save(fields: Omit<z.output<Body>, 'email'>, submitter: Submitter): Promise<Saved>;
  /** Called after the save: a failure to notify is logged, the submission stays stored. */
  notice(saved: Saved): AdminNotice;
  /** The line the visitor is shown. */
  receipt(saved: Saved): string;
}

/**
 * Route options every public form shares: its own per-IP quota (the limiter answers 429 with
 * Retry-After) and a small body limit (413), so one address cannot flood the back-office.
 */
const publicFormRouteOptions = {
  bodyLimit: FORM_BODY_LIMIT_BYTES,
  config: routeRateLimit(FORM_RATE_LIMIT),
};

/** The reply-to address: the one given, else the signed-in user's; anonymous visitors must give one. */
function submitterEmail(given: string | undefined, auth: AuthContext | null): string {
  const email = given ?? auth?.email;
  if (!email) throw unprocessable({ email: [EMAIL_REQUIRED_MESSAGE] });
  return email;
}

/**
 * `POST /api/<url>` for a public form: optional sign-in (a bad token is a visitor), the
 * shared quota and body limit, the reply-to rule, the admins' notice after the save, and 201
 * with the new record's ids and a line to show.
 */
export function publicFormRoute<Body extends FormBodySchema, Saved extends { id: string }>(
  app: FastifyInstance,
  form: PublicForm<Body, Saved>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      ...publicFormRouteOptions,
      preHandler: app.identify,
      schema: {
        tags: ['forms'],
        body: form.body,
        response: { 201: SubmissionAnswerSchema, ...errorAnswers(413, 422, 429) },
      },
    },
    async (request, reply) => {
      // Validated by `form.body` above; the type provider cannot see through the generic.
      const { email, ...fields } = request.body as z.output<Body>;
      const saved = await form.save(fields, {
        email: submitterEmail(email, request.auth),
        userId: request.auth?.userId ?? null,
      });
      await app.notify.adminsAfterSave(form.notice(saved));
      return reply.code(201).send({
        success: true as const,
        data: { _id: saved.id, id: saved.id, message: form.receipt(saved) },
      });
    },
  );
}
