import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  EMAIL_TAKEN,
  errorAnswers,
  LoginAnswerSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  RegisterBodySchema,
  SignInAnswerSchema,
  UpdateMeBodySchema,
  ValidateAnswerSchema,
  CacheBustSchema,
  ACCOUNT_CHANGE_RATE_LIMIT,
  REGISTRATION_WINDOW_MINUTES,
  type AdminTwoFactorMode,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { UserRow } from '../../db/schema/index.ts';
import {
  conflict,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../plugins/http-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createAuthRepository } from './auth.repository.ts';
import { queueVerificationLink } from './email-verification-link.ts';
import { auditOwnChange, profileFields } from './profile-audit.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailChangedMail } from '../mail/templates/index.ts';
import { LoginThrottle } from './login-throttle.ts';
import { signInStep } from './sign-in-step.ts';
import { startSessionFor, toAuthUser } from './start-session.ts';
import {
  burnPasswordCheck,
  COMMON_PASSWORD,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const INVALID_LOGIN = 'Invalid email or password';

const tooManyAttempts = (seconds: number, what = 'login attempts') =>
  tooManyRequests(seconds, `Too many ${what}. Please try again in ${seconds} seconds.`);

const errors = errorAnswers(401, 403, 404, 409, 422, 429);

export async function authRoutes(
  app: FastifyInstance,
  options: {
    redis: Redis | undefined;
    registrationsPerHour: number;
    /** Where verification links point: PUBLIC_URL, never the request's Host header. */
    siteUrl: string;
    /** ADMIN_2FA: whether an admin without two-factor sign-in must enrol to sign in. */
    adminTwoFactor: AdminTwoFactorMode;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createAuthRepository(app.db);
  const throttle = new LoginThrottle(options.redis);

  const startSession = (user: UserRow, request: FastifyRequest) =>
    startSessionFor(app, user, request);

  r.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: RegisterBodySchema,
        response: { 201: LoginAnswerSchema, ...errors },
      },
      config: routeRateLimit({
        max: options.registrationsPerHour,
        windowMinutes: REGISTRATION_WINDOW_MINUTES,
      }),
    },
    async (request, reply) => {
      const { name, email, password, locale, timeZone } = request.body;
      if (await isCommonPassword(password)) throw unprocessable({ password: [COMMON_PASSWORD] });
      // The 409 below tells whether an email has an account (decision 013), so asking costs
      // what a wrong password costs: the sign-in throttle's point, taken before hashing.
      const attempt = await throttle.attempt(request.ip, email);
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'requests');
      const passwordHash = await hashPassword(password);
      const user = await inTransaction(app.db, async (tx) => {
        const created = await createAuthRepository(tx).createUser({
          name,
          email,
          passwordHash,
          locale: locale ?? null,
          timeZone: timeZone ?? null,
        });
        // The first verification link goes with the account, or neither exists.
        if (created) await queueVerificationLink(app, tx, options.siteUrl, created);
        return created;
      });
      if (!user) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      await attempt.succeeded();
      return reply.code(201).send(await startSession(user, request));
    },
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginBodySchema,
        // A token, or the two-factor step that comes before it (decision 061).
        response: { 200: SignInAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password, locale, timeZone } = request.body;
      const attempt = await throttle.attempt(request.ip, email);
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);

      const user = await repo.findUserByEmail(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!user || !ok) throw unauthorized(INVALID_LOGIN);
      if (user.disabled)
        throw new HttpError(401, 'This account has been disabled. Please contact support.');
      await attempt.succeeded();
      // The browser signed in from says where the person reads now: their mail follows.
      if ((locale && locale !== user.locale) || (timeZone && timeZone !== user.timeZone))
        await repo.setReaderPlace(user.id, { locale, timeZone });
      return signInStep(app, user, request, options.adminTwoFactor);
    },
  );

  // One handler, two addresses: `validate` is the specification's start-up check of a stored
  // token (spec §4); `GET /auth/me` is the read half of the profile that `PATCH /auth/me`
  // writes. Both answer the live session's user, so they cannot disagree.
  for (const url of ['/auth/validate', '/auth/me']) {
    r.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['auth'],
          querystring: CacheBustSchema,
          response: { 200: ValidateAnswerSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: toAuthUser({ ...request.auth!, id: request.auth!.userId }),
      }),
    );
  }

  r.patch(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: UpdateMeBodySchema,
        response: { 200: ValidateAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const row = await inTransaction(app.db, async (tx) => {
        const within = createAuthRepository(tx);
        const before = await within.findUserById(userId);
        const after = before && (await within.updateUser(userId, request.body));
        if (!before || !after) return undefined;
        const [was, is] = [profileFields(before), profileFields(after)];
        if (JSON.stringify(was) !== JSON.stringify(is))
          await auditOwnChange(tx, userId, 'update', was, is);
        return after;
      });
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toAuthUser(row) };
    },
  );

  r.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: MessageAnswerSchema, ...errors } },
    },
    async (request) => {
      await repo.revokeSession(request.auth!.sessionId);
      app.realtime.endSession(request.auth!.sessionId);
      return { success: true as const, data: { message: 'Signed out' } };
    },
  );

  r.post(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: ChangePasswordBodySchema,
        response: { 200: LoginAnswerSchema, ...errors },
      },
      config: routeRateLimit(ACCOUNT_CHANGE_RATE_LIMIT),
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await repo.findUserById(request.auth!.userId);
      if (!user) throw notFound('User not found');
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw unprocessable({ currentPassword: ['Current password is incorrect'] });
      }
      if (await isCommonPassword(newPassword))
        throw unprocessable({ newPassword: [COMMON_PASSWORD] });
      const passwordHash = await hashPassword(newPassword);
      const updated = await inTransaction(app.db, async (tx) => {
        const within = createAuthRepository(tx);
        const row = await within.updateUser(user.id, { passwordHash });
        // Every token issued before the change stops working; the caller gets a fresh one.
        await within.revokeAllSessions(user.id);
        await auditOwnChange(tx, user.id, 'password');
        return row;
      });
      app.realtime.endUser(user.id);
      return startSession(updated!, request);
    },
  );

  r.post(
    '/auth/change-email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: ChangeEmailBodySchema,
        response: { 200: ValidateAnswerSchema, ...errors },
      },
      config: routeRateLimit(ACCOUNT_CHANGE_RATE_LIMIT),
    },
    async (request) => {
      const { email, currentPassword } = request.body;
      const user = await repo.findUserById(request.auth!.userId);
      if (!user) throw notFound('User not found');
      // A guess at the password here is a guess at sign-in: it spends the same counters.
      const attempt = await throttle.attempt(request.ip, user.email);
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw unprocessable({ currentPassword: ['Current password is incorrect'] });
      }
      await attempt.succeeded();
      if (email === user.email) throw unprocessable({ email: ['This is already your email'] });

      const changed = await inTransaction(app.db, async (tx) => {
        const row = await createAuthRepository(tx).updateEmail(user.id, email);
        if (row && row !== 'taken') {
          await auditOwnChange(tx, user.id, 'email', { email: user.email }, { email: row.email });
          // The old address hears of it: if the owner did not make the change, they know.
          await queueMail(app, tx, {
            template: emailChangedMail,
            to: user.email,
            userId: user.id,
            params: { name: row.name, oldEmail: user.email, newEmail: row.email },
          });
          // The new address is not verified until its owner opens the link sent to it.
          await queueVerificationLink(app, tx, options.siteUrl, row);
        }
        return row;
      });
      // Only someone who knows this account's password learns that the address is in use.
      if (changed === 'taken') throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      if (!changed) throw notFound('User not found');

      return { success: true as const, data: toAuthUser(changed) };
    },
  );
}
