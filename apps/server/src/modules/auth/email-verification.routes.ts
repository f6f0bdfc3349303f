import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESEND_LIMIT,
  errorAnswers,
  MessageAnswerSchema,
  ResendVerificationAnswerSchema,
  VERIFY_EMAIL_RATE_LIMIT,
  VerifyEmailBodySchema,
  type VerifyEmailRefusal,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { inTransaction } from '../../db/transaction.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { HttpError, notFound, tooManyRequests } from '../../plugins/http-errors.ts';
import { createQuotaCounter, secondsUntil } from '../../plugins/rate-limit-store.ts';
import { createAuthRepository } from './auth.repository.ts';
import { queueVerificationLink } from './email-verification-link.ts';
import { createEmailVerificationsRepository } from './email-verifications.repository.ts';

export interface EmailVerificationOptions {
  /** Where the emailed link points: PUBLIC_URL, never the request's Host header. */
  siteUrl: string;
  /** Counts resends across instances when there is one. */
  redis: Redis | undefined;
}

type Outcome = 'verified' | 'alreadyVerified' | VerifyEmailRefusal;

const refused = (reason: VerifyEmailRefusal) => {
  const message = EMAIL_VERIFICATION_MESSAGES[reason];
  return new HttpError(422, message, { errors: { token: [message] }, reason });
};

const answer = (message: string, mailSent: boolean) => ({
  success: true as const,
  data: { message, mailSent },
});

export async function emailVerificationRoutes(
  app: FastifyInstance,
  options: EmailVerificationOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per account, not per address: whoever holds the session may ask from anywhere, and the
  // mailbox at the other end is what the limit spares.
  const resends = createQuotaCounter(options.redis, {
    keyPrefix: 'sf-rl:verify-email-resend',
    points: EMAIL_VERIFICATION_RESEND_LIMIT.max,
    durationSeconds: EMAIL_VERIFICATION_RESEND_LIMIT.windowMinutes * 60,
  });

  // Public: the link is often opened on another device than the one signed in, and the token
  // alone names the account.
  r.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: VerifyEmailBodySchema,
        response: { 200: MessageAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: routeRateLimit(VERIFY_EMAIL_RATE_LIMIT),
    },
    async (request) => {
      const tokenHash = hashSecret(request.body.token);
      const outcome = await inTransaction(app.db, async (tx): Promise<Outcome> => {
        const links = createEmailVerificationsRepository(tx);
        const auth = createAuthRepository(tx);
        const taken = await links.consume(tokenHash);
        if (taken) {
          const user = await auth.findUserById(taken.userId);
          if (!user || user.disabled) return 'invalid';
          // An address changed since the link was sent is not the one it proves.
          if (!(await links.markVerified(user.id, taken.email))) return 'invalid';
          await links.retireUnused(user.id);
          return 'verified';
        }
        const link = await links.findByTokenHash(tokenHash);
        if (!link) return 'invalid';
        const user = await auth.findUserById(link.userId);
        // Opened again (a second tab, a retry after a lost answer): its work is done, and
        // saying so beats telling the customer their link failed.
        if (user && !user.disabled && user.emailVerifiedAt && user.email === link.email)
          return 'alreadyVerified';
        return !link.usedAt && link.expiresAt <= new Date() ? 'expired' : 'invalid';
      });
      if (outcome === 'invalid' || outcome === 'expired') throw refused(outcome);
      return { success: true as const, data: { message: EMAIL_VERIFICATION_MESSAGES[outcome] } };
    },
  );

  r.post(
    '/auth/verify-email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        response: { 200: ResendVerificationAnswerSchema, ...errorAnswers(401, 404, 429) },
      },
    },
    async (request) => {
      const user = await createAuthRepository(app.db).findUserById(request.auth!.userId);
      if (!user) throw notFound('User not found');
      // Neither spends a point: nothing is sent.
      if (user.emailVerifiedAt) return answer(EMAIL_VERIFICATION_MESSAGES.alreadyVerified, false);
      if (!app.mail.configured) return answer(EMAIL_VERIFICATION_MESSAGES.noMail, false);
      const state = await resends.take(user.id);
      if (!state.allowed) {
        const wait = secondsUntil(state.msBeforeNext);
        throw tooManyRequests(wait, EMAIL_VERIFICATION_MESSAGES.tooMany(Math.ceil(wait / 60)));
      }
      await inTransaction(app.db, (tx) => queueVerificationLink(app, tx, options.siteUrl, user));
      return answer(EMAIL_VERIFICATION_MESSAGES.sent, true);
    },
  );
}
