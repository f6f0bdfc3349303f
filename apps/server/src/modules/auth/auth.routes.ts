import {
  ChangePasswordBodySchema,
  errorAnswers,
  LoginAnswerSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  RegisterBodySchema,
  UpdateMeBodySchema,
  ValidateAnswerSchema,
  CacheBustSchema,
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
import { createAuthRepository } from './auth.repository.ts';
import { LoginThrottle } from './login-throttle.ts';
import { startSessionFor, toAuthUser } from './start-session.ts';
import {
  burnPasswordCheck,
  COMMON_PASSWORD,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords.ts';

const INVALID_LOGIN = 'Invalid email or password';

const tooManyAttempts = (seconds: number, what = 'login attempts') =>
  tooManyRequests(seconds, `Too many ${what}. Please try again in ${seconds} seconds.`);

const errors = errorAnswers(401, 403, 404, 409, 422, 429);

export async function authRoutes(app: FastifyInstance, options: { redis: Redis | undefined }) {
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
      config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await isCommonPassword(password)) throw unprocessable({ password: [COMMON_PASSWORD] });
      // The 409 below tells whether an email has an account (decision 013), so asking costs
      // what a wrong password costs: the sign-in throttle's point, taken before hashing.
      const attempt = await throttle.attempt(request.ip, email);
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'requests');
      const user = await repo.createUser({
        name,
        email,
        passwordHash: await hashPassword(password),
      });
      if (!user)
        throw conflict('An account with this email already exists', {
          email: ['An account with this email already exists'],
        });
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
        response: { 200: LoginAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { email, password } = request.body;
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
      return startSession(user, request);
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
      const row = await repo.updateUser(request.auth!.userId, request.body);
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
      config: { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
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
      const updated = await repo.updateUser(user.id, {
        passwordHash: await hashPassword(newPassword),
      });
      // Every token issued before the change stops working; the caller gets a fresh one.
      await repo.revokeAllSessions(user.id);
      app.realtime.endUser(user.id);
      return startSession(updated!, request);
    },
  );
}
