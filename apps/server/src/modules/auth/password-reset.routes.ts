import {
  errorAnswers,
  FORGOT_PASSWORD_NO_MAIL,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordAnswerSchema,
  ForgotPasswordBodySchema,
  RESET_LINK_INVALID,
  ResetPasswordBodySchema,
  FORGOT_PASSWORD_RATE_LIMIT,
  RESET_PASSWORD_RATE_LIMIT,
  SignInAnswerSchema,
  type AdminTwoFactorMode,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { unprocessable } from '../../plugins/http-errors.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { createAuthRepository } from './auth.repository.ts';
import { COMMON_PASSWORD, hashPassword, isCommonPassword } from './passwords.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { passwordResetLinkJob } from './password-reset-link.job.ts';
import { signInStep } from './sign-in-step.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

export interface PasswordResetOptions {
  /** Where the emailed link points: PUBLIC_URL, never the request's Host header. */
  siteUrl: string;
  /** ADMIN_2FA: a new password signs in like the password form does (sign-in-step.ts). */
  adminTwoFactor: AdminTwoFactorMode;
}

export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sendLink = passwordResetLinkJob(options.siteUrl);
  app.jobs.define(sendLink);

  r.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: ForgotPasswordBodySchema,
        response: { 200: ForgotPasswordAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: routeRateLimit(FORGOT_PASSWORD_RATE_LIMIT),
    },
    async (request) => {
      // Without mail no link is made at all: a link nobody is sent only waits to be stolen.
      const mailSent = app.mail.configured;
      // The same work and the same answer whether or not the email has an account: the
      // job looks the account up after the answer (timing tells nothing either).
      if (mailSent)
        await enqueueJob(
          app.db,
          sendLink,
          { email: request.body.email },
          {
            label: 'Password reset link',
          },
        );
      return {
        success: true as const,
        data: { message: mailSent ? FORGOT_PASSWORD_SENT : FORGOT_PASSWORD_NO_MAIL, mailSent },
      };
    },
  );

  r.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: ResetPasswordBodySchema,
        response: { 200: SignInAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: routeRateLimit(RESET_PASSWORD_RATE_LIMIT),
    },
    async (request) => {
      const { token, newPassword } = request.body;
      // Checked before the link is taken, so a refused password does not use it up.
      if (await isCommonPassword(newPassword))
        throw unprocessable({ newPassword: [COMMON_PASSWORD] });
      const passwordHash = await hashPassword(newPassword);
      const user = await inTransaction(app.db, async (tx) => {
        const resets = createPasswordResetsRepository(tx);
        const auth = createAuthRepository(tx);
        const userId = await resets.consume(hashSecret(token));
        const found = userId ? await auth.findUserById(userId) : undefined;
        if (!found || found.disabled) return undefined;
        await resets.retireAll(found.id);
        await auth.revokeAllSessions(found.id);
        return auth.updateUser(found.id, { passwordHash });
      });
      if (!user) throw unprocessable({ token: [RESET_LINK_INVALID] });
      // Whoever was signed in elsewhere (perhaps whoever took the account) is signed out.
      app.realtime.endUser(user.id);
      // A reset link proves the mailbox, not the phone: two-factor sign-in still asks its code.
      return signInStep(app, user, request, options.adminTwoFactor);
    },
  );
}
