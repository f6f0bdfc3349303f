import {
  CacheBustSchema,
  errorAnswers,
  LoginAnswerSchema,
  TWO_FACTOR_MESSAGES,
  TwoFactorDisableBodySchema,
  TwoFactorEnableAnswerSchema,
  TwoFactorEnableBodySchema,
  TwoFactorSetupAnswerSchema,
  TwoFactorSetupBodySchema,
  TwoFactorStatusAnswerSchema,
  TwoFactorVerifyBodySchema,
  type AdminTwoFactorMode,
  type TwoFactorStatus,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { UserRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createSiteRepository } from '../site/site.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { startSessionFor } from './start-session.ts';
import { readChallenge, type ChallengePurpose } from './two-factor-challenge.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { looksLikeTotp, newTotpSecret, otpauthUrl, qrCodeDataUrl, totpStep } from './totp.ts';

const errors = errorAnswers(401, 403, 404, 409, 422, 429);

const wrongCode = () => unprocessable({ code: [TWO_FACTOR_MESSAGES.wrongCode] });

/**
 * Two-factor sign-in for admins (decision 061): enrolment (`setup`, then `enable` with a code),
 * `disable`, the state for the profile page, and `verify`, the sign-in step after a right
 * password for an account that has it. Wrong codes spend points of a throttle of their own,
 * counted like wrong passwords (login-throttle.ts), per account and address.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  options: { redis: Redis | undefined; adminTwoFactor: AdminTwoFactorMode },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthRepository(app.db);
  const twoFactor = createTwoFactorRepository(app.db);
  const throttle = new LoginThrottle(options.redis, 'sf-2fa');

  /** The account a sign-in's challenge names, if the challenge holds; else a 401. */
  async function userOfChallenge(challenge: string, purpose: ChallengePurpose) {
    const claim = readChallenge(app.secrets, challenge);
    const user = claim?.purpose === purpose ? await auth.findUserById(claim.userId) : undefined;
    if (!claim || !user || !claim.holdsFor(user))
      throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    if (user.disabled)
      throw new HttpError(401, 'This account has been disabled. Please contact support.');
    return user;
  }

  async function signedInUser(request: FastifyRequest, reply: FastifyReply) {
    await app.authenticate(request, reply);
    const user = await auth.findUserById(request.auth!.userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Who enrols: the signed-in admin, or the admin whose sign-in waits for enrolment. */
  async function enrollee(request: FastifyRequest, reply: FastifyReply, challenge?: string) {
    const user = challenge
      ? await userOfChallenge(challenge, 'enrol')
      : await signedInUser(request, reply);
    if (user.role !== 'admin') throw forbidden(TWO_FACTOR_MESSAGES.adminsOnly);
    return user;
  }

  /** Takes a point before a code is checked; a right code gives it back. */
  async function codeAttempt(request: FastifyRequest, user: UserRow, what: string) {
    const attempt = await throttle.attempt(request.ip, user.id);
    if (!attempt.allowed)
      throw tooManyRequests(
        attempt.retryAfterSeconds,
        `Too many ${what}. Please try again in ${attempt.retryAfterSeconds} seconds.`,
      );
    return attempt;
  }

  /**
   * Whether `code` is a right code of the account's key not used before, or one of its unused
   * recovery codes; either is used up by passing here.
   */
  async function secondFactor(user: UserRow, code: string): Promise<'app' | 'recovery' | null> {
    if (looksLikeTotp(code)) {
      const step = await totpStep(app.secrets.open(user.totpSecret!), code, user.totpLastStep);
      return step !== null && (await twoFactor.takeStep(user.id, step)) ? 'app' : null;
    }
    return (await twoFactor.useRecoveryCode(user.id, recoveryCodeHash(code))) ? 'recovery' : null;
  }

  const audit = (db: typeof app.db, user: UserRow, action: string) =>
    recordAudit(db, {
      actorId: user.id,
      action: `user.${action}`,
      entityType: 'user',
      entityId: user.id,
    });

  const statusOf = async (user: UserRow): Promise<TwoFactorStatus> => ({
    enabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? await twoFactor.recoveryCodesLeft(user.id) : 0,
    required: options.adminTwoFactor === 'required' && user.role === 'admin',
  });

  r.get(
    '/auth/2fa',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        querystring: CacheBustSchema,
        response: { 200: TwoFactorStatusAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = await auth.findUserById(request.auth!.userId);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: await statusOf(user) };
    },
  );

  r.post(
    '/auth/2fa/setup',
    {
      schema: {
        tags: ['auth'],
        body: TwoFactorSetupBodySchema,
        response: { 200: TwoFactorSetupAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await enrollee(request, reply, request.body?.challenge);
      if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      // Sealed like every secret the database keeps: a copy of it reads nothing.
      if (!(await twoFactor.storePendingSecret(user.id, app.secrets.seal(secret))))
        throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const { siteName } = await createSiteRepository(app.db).getSettings();
      const url = otpauthUrl(secret, siteName, user.email);
      return {
        success: true as const,
        data: { otpauthUrl: url, secret, qrCode: await qrCodeDataUrl(url) },
      };
    },
  );

  r.post(
    '/auth/2fa/enable',
    {
      schema: {
        tags: ['auth'],
        body: TwoFactorEnableBodySchema,
        response: { 200: TwoFactorEnableAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { code, challenge } = request.body;
      const user = await enrollee(request, reply, challenge);
      if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.noPendingKey);
      const attempt = await codeAttempt(request, user, 'code attempts');
      const step = await totpStep(app.secrets.open(user.totpSecret), code, user.totpLastStep);
      if (step === null) throw wrongCode();
      await attempt.succeeded();

      const recoveryCodes = newRecoveryCodes();
      const enabled = await inTransaction(app.db, async (tx) => {
        const done = await createTwoFactorRepository(tx).enable(
          user.id,
          step,
          recoveryCodes.map(recoveryCodeHash),
        );
        if (!done) return null;
        await audit(tx, user, 'two_factor_on');
        // A session someone opened with the password alone (a stolen one, say) must not
        // outlive the second factor: every other session ends with it (decision 061).
        return createAuthRepository(tx).revokeAllSessions(user.id, request.auth?.sessionId);
      });
      if (!enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      for (const id of enabled) app.realtime.endSession(id);
      if (!challenge) return { success: true as const, data: { recoveryCodes } };
      // Enrolment at sign-in (ADMIN_2FA=required) was the sign-in's last step.
      const session = await startSessionFor(app, user, request);
      return { success: true as const, data: { recoveryCodes, ...session.data } };
    },
  );

  r.post(
    '/auth/2fa/disable',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: TwoFactorDisableBodySchema,
        response: { 200: TwoFactorStatusAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { password, code } = request.body;
      const user = await auth.findUserById(request.auth!.userId);
      if (!user) throw notFound('User not found');
      if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      // A stolen session alone cannot turn it off: the password and a code, one point a try.
      const attempt = await codeAttempt(request, user, 'attempts');
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unprocessable({ password: [TWO_FACTOR_MESSAGES.wrongPassword] });
      if (!(await secondFactor(user, code))) throw wrongCode();
      await attempt.succeeded();
      await inTransaction(app.db, async (tx) => {
        await createTwoFactorRepository(tx).disable(user.id);
        await audit(tx, user, 'two_factor_off');
      });
      // Required for admins: their live sockets leave the admin rooms, as their calls now do.
      if (options.adminTwoFactor === 'required' && user.role === 'admin')
        app.realtime.endUser(user.id);
      const after = await auth.findUserById(user.id);
      return { success: true as const, data: await statusOf(after!) };
    },
  );

  r.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags: ['auth'],
        body: TwoFactorVerifyBodySchema,
        response: { 200: LoginAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const user = await userOfChallenge(challenge, 'verify');
      // Turned off since the password step: sign in again, the ordinary way.
      if (!user.totpEnabledAt || !user.totpSecret)
        throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      const attempt = await codeAttempt(request, user, 'login attempts');
      const used = await secondFactor(user, code);
      if (!used) throw wrongCode();
      await attempt.succeeded();
      // A recovery code in use says the phone may be lost: the audit log keeps that it was.
      if (used === 'recovery') await audit(app.db, user, 'recovery_code_used');
      return startSessionFor(app, user, request);
    },
  );
}
