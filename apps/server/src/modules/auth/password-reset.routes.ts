import { randomBytes } from 'node:crypto';
import {
  errorAnswers,
  FORGOT_PASSWORD_NO_MAIL,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordAnswerSchema,
  ForgotPasswordBodySchema,
  LoginAnswerSchema,
  PASSWORD_RESET_MINUTES,
  RESET_LINK_INVALID,
  ResetPasswordBodySchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { unprocessable } from '../../plugins/http-errors.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { createAuthRepository } from './auth.repository.ts';
import { COMMON_PASSWORD, hashPassword, isCommonPassword } from './passwords.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { startSessionFor } from './start-session.ts';

/** Links one account may be sent per hour, whoever asks: the address owner's inbox is spared. */
const LINKS_PER_HOUR = 3;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface PasswordResetOptions {
  /** Where the emailed link points: PUBLIC_URL, never the request's Host header. */
  siteUrl: string;
}

export async function passwordResetRoutes(app: FastifyInstance, options: PasswordResetOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: ForgotPasswordBodySchema,
        response: { 200: ForgotPasswordAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      const user = await createAuthRepository(app.db).findUserByEmail(request.body.email);
      if (user && !user.disabled) await sendLink(user);
      // The same answer, whether or not the email has an account.
      const mailSent = app.mail.configured;
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
        response: { 200: LoginAnswerSchema, ...errorAnswers(422, 429) },
      },
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
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
      return startSessionFor(app, user, request);
    },
  );

  async function sendLink(user: { id: string; email: string; name: string }) {
    const resets = createPasswordResetsRepository(app.db);
    if ((await resets.countSince(user.id, new Date(Date.now() - 60 * 60 * 1000))) >= LINKS_PER_HOUR)
      return;
    const token = randomBytes(32).toString('base64url');
    await resets.create({
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60 * 1000),
    });
    const link = `${options.siteUrl}/login?resetToken=${token}`;
    // Not awaited: a slow mail server must not make a known address answer slower than an
    // unknown one. The mailer logs its own failures.
    void app.mail.send({
      to: user.email,
      subject: 'Choose a new Streamfront password',
      text:
        `Hello ${user.name},\n\n` +
        `Someone asked to reset the password of your Streamfront account. To choose a new one, ` +
        `open this link within ${PASSWORD_RESET_MINUTES} minutes (it works once):\n\n${link}\n\n` +
        `Setting a new password signs you out everywhere else. If you did not ask, ignore ` +
        `this email: your password stays as it is.\n`,
    });
  }
}
