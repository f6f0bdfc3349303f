import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURE_LIMITS, TWO_FACTOR_MESSAGES } from '@streamfront/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { resealSecrets } from '../../db/reseal-secrets.ts';
import { auditLog, passwordResets, recoveryCodes, sessions, users } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/secret-hash.ts';
import { secretBoxFor } from '../../plugins/secrets.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { codeAt, enrol, newAdmin, signIn, verifyCode } from '../../testing/two-factor-kit.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { issueChallenge } from './two-factor-challenge.ts';

// Every test makes admins of its own: more sign-ups than one address may make in an hour.
const t = useTestApp({ registrationsPerHour: 1000 });

let lastAddress = 0;
/** Each test signs in from an address of its own: the throttles of one never meet another's. */
const freshAddress = () => `198.51.100.${++lastAddress}`;

const sessionsOf = async (app: FastifyInstance, userId: string) =>
  (await app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

const adminCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });

/** An admin with two-factor sign-in on, and a password step done from `address`. */
async function enrolledAdmin(address = freshAddress()) {
  const admin = await newAdmin(t.app);
  const { secret, recoveryCodes: codes } = await enrol(t.app, { token: admin.token });
  const login = await signIn(t.app, admin, address);
  expect(login.statusCode, login.body).toBe(200);
  const { challenge } = json<{ data: { challenge: string } }>(login).data;
  return { admin, secret, codes, challenge, address, login };
}

describe('an admin with two-factor sign-in', () => {
  it('cannot sign in with the password alone: no token, no session, no admin call answered', async () => {
    const admin = await newAdmin(t.app);
    await enrol(t.app, { token: admin.token });
    const before = await sessionsOf(t.app, admin.id);

    const login = await signIn(t.app, admin, freshAddress());
    expect(login.statusCode).toBe(200);
    const { data } = json<{ data: Record<string, unknown> }>(login);
    expect(data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(login.body).not.toMatch(/"token"/);
    expect(await sessionsOf(t.app, admin.id)).toBe(before);

    // Whatever the answer holds, nothing of it opens an admin call or the account.
    const challenge = data.challenge as string;
    expect((await adminCall(challenge)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(challenge),
    });
    expect(me.statusCode).toBe(401);
    expect(await t.app.resolveToken(challenge)).toBeNull();
  });

  it('signs in with the password, then a code: the token works for admin calls', async () => {
    const { admin, secret, challenge, address } = await enrolledAdmin();
    const verified = await verifyCode(t.app, challenge, await codeAt(secret, 1), address);
    expect(verified.statusCode, verified.body).toBe(200);
    const { data } = json<{ data: { token: string; user: { id: string; role: string } } }>(
      verified,
    );
    expect(data.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect((await adminCall(data.token)).statusCode).toBe(200);
  });

  it('refuses a code used before, even with a new challenge', async () => {
    const { admin, secret, challenge, address } = await enrolledAdmin();
    const code = await codeAt(secret, 1);
    expect((await verifyCode(t.app, challenge, code, address)).statusCode).toBe(200);

    const replay = await verifyCode(t.app, challenge, code, address);
    expect(replay.statusCode).toBe(422);
    expect(json(replay)).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });

    const again = json<{ data: { challenge: string } }>(await signIn(t.app, admin, address));
    expect((await verifyCode(t.app, again.data.challenge, code, address)).statusCode).toBe(422);
    // So is the code that confirmed the set-up: its step is behind the last one accepted.
    expect(
      (await verifyCode(t.app, again.data.challenge, await codeAt(secret, 0))).statusCode,
    ).toBe(422);
  });

  it('takes two requests with the same code once', async () => {
    const { secret, challenge, address } = await enrolledAdmin();
    const code = await codeAt(secret, 1);
    const answers = await Promise.all([
      verifyCode(t.app, challenge, code, address),
      verifyCode(t.app, challenge, code, address),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('signs in with a recovery code once, in any case or spacing', async () => {
    const { admin, codes, challenge, address } = await enrolledAdmin();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [first] = codes as [string];
    const typed = ` ${first.toLowerCase().replace('-', ' ')} `;
    const used = await verifyCode(t.app, challenge, typed, address);
    expect(used.statusCode, used.body).toBe(200);

    const again = await verifyCode(t.app, challenge, first, address);
    expect(again.statusCode).toBe(422);
    const left = await t.app.inject({
      method: 'GET',
      url: '/api/auth/2fa',
      headers: bearer(json<{ data: { token: string } }>(used).data.token),
    });
    expect(json(left)).toMatchObject({ data: { enabled: true, recoveryCodesLeft: 9 } });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'user.recovery_code_used')));
    expect(audit).toBeDefined();
  });

  it('throttles wrong codes like wrong passwords, and a right password gives none back', async () => {
    const { admin, secret, challenge, address } = await enrolledAdmin();
    const limit = LOGIN_FAILURE_LIMITS.perAccountAndAddress;
    for (let i = 0; i < limit; i += 1) {
      expect((await verifyCode(t.app, challenge, '000000', address)).statusCode).toBe(422);
      // The password again in between: its success must not reset the codes' counter.
      if (i === limit / 2) expect((await signIn(t.app, admin, address)).statusCode).toBe(200);
    }
    const refused = await verifyCode(t.app, challenge, await codeAt(secret, 1), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(json(refused)).toMatchObject({
      message: expect.stringMatching(/Too many login attempts/),
    });
  });

  it('refuses a challenge that expired, was altered, or belongs to a former password', async () => {
    const { admin, secret, address } = await enrolledAdmin();
    const row = (await t.app.db.select().from(users).where(eq(users.id, admin.id)))[0]!;
    const code = await codeAt(secret, 1);
    const expired = issueChallenge(t.app.secrets, row, 'verify', Date.now() - 6 * 60_000);
    const refusedExpired = await verifyCode(t.app, expired, code, address);
    expect(refusedExpired.statusCode).toBe(401);
    expect(json(refusedExpired)).toMatchObject({ message: TWO_FACTOR_MESSAGES.challengeExpired });

    const fresh = issueChallenge(t.app.secrets, row, 'verify');
    const other = await newAdmin(t.app);
    const forged = fresh.replace(admin.id, other.id);
    expect((await verifyCode(t.app, forged, code, address)).statusCode).toBe(401);
    const oldPassword = issueChallenge(t.app.secrets, { ...row, passwordHash: 'before' }, 'verify');
    expect((await verifyCode(t.app, oldPassword, code, address)).statusCode).toBe(401);
    // An enrolment challenge is no sign-in challenge, nor is a made-up string.
    const enrolment = issueChallenge(t.app.secrets, row, 'enrol');
    expect((await verifyCode(t.app, enrolment, code, address)).statusCode).toBe(401);
    expect((await verifyCode(t.app, 'verify.x.1.y.z', code, address)).statusCode).toBe(401);
    // None of them spent the code: the right challenge still takes it.
    expect((await verifyCode(t.app, fresh, code, address)).statusCode).toBe(200);
  });

  it('asks for the code after a password reset too', async () => {
    const { admin, secret } = await enrolledAdmin();
    const token = randomBytes(24).toString('base64url');
    await t.app.db.insert(passwordResets).values({
      userId: admin.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const before = await sessionsOf(t.app, admin.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Another-Horse-Battery-7' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { data } = json<{ data: { challenge: string; token?: string } }>(reset);
    expect(data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(await sessionsOf(t.app, admin.id)).toBe(before);
    expect((await verifyCode(t.app, data.challenge, await codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('keeps the key sealed and the recovery codes hashed', async () => {
    const { admin, secret, codes } = await enrolledAdmin();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(t.app.secrets.open(row!.totpSecret!)).toBe(secret);
    const stored = JSON.stringify(
      await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id)),
    );
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // A change of encryption key seals the key again with the rest.
    const next = secretBoxFor(randomBytes(32));
    await resealSecrets(t.app.db, secretBoxFor(testConfig().encryptionKey), next);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(next.open(after!.totpSecret!)).toBe(secret);
    await resealSecrets(t.app.db, next, secretBoxFor(testConfig().encryptionKey));
  });
});

describe('enrolment', () => {
  it('answers the key, its otpauth URL with the site name, and a QR code', async () => {
    const admin = await newAdmin(t.app);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { data } = json<{ data: { otpauthUrl: string; secret: string; qrCode: string } }>(setup);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(data.secret);
    expect(url.searchParams.get('issuer')).toBe('Streamfront');
    expect(decodeURIComponent(url.pathname)).toContain(admin.email);
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.qrCode.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    // Not on until a code confirms it: the password alone still signs in.
    const login = await signIn(t.app, admin, freshAddress());
    expect(json(login)).toMatchObject({ data: { token: expect.any(String) } });
  });

  it('refuses a wrong code, and a customer', async () => {
    const admin = await newAdmin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: bearer(admin.token),
      payload: {},
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: bearer(admin.token),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });

    const customer = await registerUser(t.app);
    for (const url of ['/api/auth/2fa/setup', '/api/auth/2fa/enable']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(customer.token),
        payload: url.endsWith('enable') ? { code: '123456' } : {},
      });
      expect(refused.statusCode, url).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('ends every other session of the admin when turned on, and keeps the one that did it', async () => {
    const admin = await newAdmin(t.app);
    // Another session opened with the password alone, as someone who had it could.
    const other = json<{ data: { token: string } }>(await signIn(t.app, admin, freshAddress())).data
      .token;
    expect((await adminCall(other)).statusCode).toBe(200);

    await enrol(t.app, { token: admin.token });

    expect((await adminCall(other)).statusCode).toBe(401);
    expect((await adminCall(admin.token)).statusCode).toBe(200);
    const live = await t.app.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, admin.id), isNull(sessions.revokedAt)));
    expect(live[0]!.n).toBe(1);
  });

  it('refuses a second set-up while on, and audits turning it on and off without secrets', async () => {
    const admin = await newAdmin(t.app);
    const { secret, recoveryCodes: codes } = await enrol(t.app, { token: admin.token });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(again.statusCode).toBe(409);

    const off = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/disable',
        headers: bearer(admin.token),
        payload,
      });
    const wrongPassword = await off({ password: 'not-it', code: await codeAt(secret, 1) });
    expect(wrongPassword.statusCode).toBe(422);
    expect(json(wrongPassword)).toMatchObject({ errors: { password: expect.any(Array) } });
    expect((await off({ password: admin.password, code: '000000' })).statusCode).toBe(422);
    const done = await off({ password: admin.password, code: codes[3]! });
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toMatchObject({ data: { enabled: false, recoveryCodesLeft: 0 } });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const left = await t.app.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, admin.id), isNull(recoveryCodes.usedAt)));
    expect(left[0]!.n).toBe(0);

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.two_factor_on', 'user.two_factor_off']),
    );
    const kept = JSON.stringify(entries);
    for (const value of [secret, ...codes]) expect(kept).not.toContain(value);

    // Off: the password alone signs in again.
    const login = await signIn(t.app, admin, freshAddress());
    expect(json(login)).toMatchObject({ data: { token: expect.any(String) } });
  });
});

describe('a customer', () => {
  it('signs in with the password as before', async () => {
    const customer = await registerUser(t.app);
    const login = await signIn(
      t.app,
      { email: customer.user.email, password: customer.password },
      freshAddress(),
    );
    expect(json(login)).toMatchObject({ data: { token: expect.any(String) } });
  });
});
