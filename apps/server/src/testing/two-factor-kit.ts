import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { users } from '../db/schema/index.ts';
import { bearer, json, registerUser } from './test-app.ts';

/**
 * Two-factor sign-in in tests (decision 061): admins of their own, enrolment through the API,
 * and the codes an authenticator app would show, computed with the server's own library.
 */

/** The code of the step `steps` away from now (each step is 30 s): what the phone shows then. */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A fresh admin, signed in: a customer made admin in the database (the role is read there). */
export async function newAdmin(app: FastifyInstance): Promise<TestAdmin> {
  const { token, user, password } = await registerUser(app, { name: 'Second Admin' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { id: user.id, email: user.email, password, token };
}

const post = (app: FastifyInstance, url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });

/** Set-up and confirmation with the code of now: the key and the ten recovery codes. */
export async function enrol(
  app: FastifyInstance,
  auth: { token: string } | { challenge: string },
): Promise<{ secret: string; recoveryCodes: string[]; enabled: LightMyRequestResponse }> {
  const token = 'token' in auth ? auth.token : undefined;
  const challenge = 'challenge' in auth ? { challenge: auth.challenge } : {};
  const setup = await post(app, '/api/auth/2fa/setup', challenge, token);
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = json<{ data: { secret: string } }>(setup).data;
  const enabled = await post(
    app,
    '/api/auth/2fa/enable',
    { ...challenge, code: await codeAt(secret) },
    token,
  );
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  const { recoveryCodes } = json<{ data: { recoveryCodes: string[] } }>(enabled).data;
  return { secret, recoveryCodes, enabled };
}

/** `POST /api/auth/login`, from `address` (each test its own, so throttles do not meet). */
export const signIn = (
  app: FastifyInstance,
  who: { email: string; password: string },
  address = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email: who.email, password: who.password },
  });

/** `POST /api/auth/2fa/verify`. */
export const verifyCode = (
  app: FastifyInstance,
  challenge: string,
  code: string,
  address = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/2fa/verify',
    remoteAddress: address,
    payload: { challenge, code },
  });
