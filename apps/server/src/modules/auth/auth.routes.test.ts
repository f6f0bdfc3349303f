import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, TEST_ADMIN, type TestApp } from '../../testing/test-app.ts';

type AuthUser = {
  _id: string;
  id: string;
  email: string;
  name: string;
  role: string;
  photo: string | null;
};
type LoginAnswer = { success: true; data: { token: string; user: AuthUser } };
type ErrorAnswer = { success: false; message: string; errors?: Record<string, string[]> };

const PASSWORD = 'Correct-Horse-Battery-9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Registration is limited per IP and logins are throttled per address: every test speaks from its
// own address so one test's attempts never count against another's.
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let emailCounter = 0;
const freshEmail = () => `user${++emailCounter}.${Date.now()}@example.com`;

function post(url: string, payload: unknown, options: { ip?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.token ? { headers: bearer(options.token) } : {}),
  });
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

async function register(overrides: { email?: string; password?: string; name?: string } = {}) {
  const body = {
    name: overrides.name ?? 'Dana Viewer',
    email: overrides.email ?? freshEmail(),
    password: overrides.password ?? PASSWORD,
  };
  const res = await post('/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...json<LoginAnswer>(res).data, password: body.password, email: body.email };
}

const login = (email: string, password: string, ip?: string) =>
  post('/api/auth/login', { email, password }, ip ? { ip } : {});

function expectFieldErrors(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json<ErrorAnswer>(res);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  return body.errors ?? {};
}

describe('POST /api/auth/register', () => {
  it('creates a customer and answers like login (201)', async () => {
    const res = await post('/api/auth/register', {
      name: '  Dana  ',
      email: '  Dana.Mixed@Example.COM ',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = json<LoginAnswer>(res);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    expect(body.data.user).toEqual({
      _id: body.data.user.id,
      id: body.data.user.id,
      email: 'dana.mixed@example.com',
      name: 'Dana',
      role: 'user',
      photo: null,
      emailVerified: false,
    });
    const validate = await get('/api/auth/validate', body.data.token);
    expect(validate.statusCode).toBe(200);
    // The trimmed, lower-cased address is the one to sign in with.
    expect((await login('DANA.MIXED@example.com ', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const email = freshEmail();
    await register({ email });
    const errors = expectFieldErrors(
      await post('/api/auth/register', {
        name: 'Again',
        email: email.toUpperCase(),
        password: PASSWORD,
      }),
      409,
    );
    expect(errors.email).toEqual(['An account with this email already exists']);
  });

  it('never lets the caller choose a role', async () => {
    const email = freshEmail();
    const errors = expectFieldErrors(
      await post('/api/auth/register', {
        name: 'Mallory',
        email,
        password: PASSWORD,
        role: 'admin',
      }),
      422,
    );
    expect(errors).toEqual({ role: ['Unknown field'] });
    // Nothing was created by the refused request, and a plain registration is a customer.
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    const created = await register({ email });
    expect(created.user.role).toBe('user');
    const [row] = await t.app.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.role).toBe('user');
  });

  it('checks password length (8 to 128) with a field map', async () => {
    const short = expectFieldErrors(
      await post('/api/auth/register', { name: 'A', email: freshEmail(), password: 'Sh0rt!' }),
      422,
    );
    expect(short).toEqual({ password: ['Password must be at least 8 characters'] });
    const long = expectFieldErrors(
      await post('/api/auth/register', {
        name: 'A',
        email: freshEmail(),
        password: 'x'.repeat(129),
      }),
      422,
    );
    expect(long).toEqual({ password: ['Password must be at most 128 characters'] });
    // The bounds themselves are allowed.
    expect(
      (await post('/api/auth/register', { name: 'A', email: freshEmail(), password: 'Qz7#kLm2' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post('/api/auth/register', {
          name: 'A',
          email: freshEmail(),
          password: `Qz7#${'k'.repeat(124)}`,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses common passwords', async () => {
    const errors = expectFieldErrors(
      await post('/api/auth/register', { name: 'A', email: freshEmail(), password: 'password123' }),
      422,
    );
    expect(errors.password).toEqual(['This password is too common. Please choose another one.']);
    const upper = expectFieldErrors(
      await post('/api/auth/register', { name: 'A', email: freshEmail(), password: 'PASSWORD123' }),
      422,
    );
    expect(upper.password).toHaveLength(1);
  });

  it('reports every bad field at once', async () => {
    const errors = expectFieldErrors(
      await post('/api/auth/register', { name: '', email: 'not-an-email', password: 'short' }),
      422,
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password']);
    const missing = expectFieldErrors(await post('/api/auth/register', {}), 422);
    expect(Object.keys(missing).sort()).toEqual(['email', 'name', 'password']);
  });

  it('answers a body that is not an object with 422, not 500', async () => {
    for (const payload of ['"text"', '[1,2]', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(422);
    }
  });
});

describe('where a person reads', () => {
  const placeOf = async (email: string) =>
    (
      await t.app.db
        .select({ locale: users.locale, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.email, email))
    )[0];

  it('keeps the language and zone the browser gave, for their mail, and follows a new one', async () => {
    const email = freshEmail();
    const res = await post('/api/auth/register', {
      name: 'Dana Viewer',
      email,
      password: PASSWORD,
      locale: 'de-DE',
      timeZone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(201);
    expect(await placeOf(email)).toEqual({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    const moved = await post('/api/auth/login', {
      email,
      password: PASSWORD,
      timeZone: 'America/New_York',
    });
    expect(moved.statusCode).toBe(200);
    expect(await placeOf(email)).toEqual({ locale: 'de-DE', timeZone: 'America/New_York' });
  });

  it('drops a language or zone it does not know rather than refuse the sign-up', async () => {
    const email = freshEmail();
    const res = await post('/api/auth/register', {
      name: 'Dana Viewer',
      email,
      password: PASSWORD,
      locale: 'not a locale!',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(res.statusCode).toBe(201);
    expect(await placeOf(email)).toEqual({ locale: null, timeZone: null });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the login answer', async () => {
    const account = await register();
    const res = await login(account.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json<LoginAnswer>(res);
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual(account.user);
    expect(body.data.token).not.toBe(account.token);
  });

  it('signs the admin in with role admin', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(json<LoginAnswer>(res).data.user.role).toBe('admin');
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const account = await register();
    const unknown = await login(`nobody.${Date.now()}@example.com`, PASSWORD);
    const wrong = await login(account.email, 'Wrong-password-42');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ success: false, message: 'Invalid email or password' });
    expect(json(wrong)).toEqual(json(unknown));
  });

  it('answers an unknown email and a wrong password in about the same time', async () => {
    const account = await register();
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await login(email, 'Wrong-password-42', freshIp());
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let i = 0; i < 7; i += 1) {
      unknown.push(await timed(`nobody${i}.${Date.now()}@example.com`));
      wrong.push(await timed(account.email));
    }
    // Alike within the noise of a busy machine (1.1 to 1.4 measured); without the dummy
    // password check an unknown email answers in a quarter of the time.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2.5);
  });

  it('validates its body with a field map', async () => {
    const errors = expectFieldErrors(
      await post('/api/auth/login', { email: 'nope', password: '' }),
      422,
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
  });
});

describe('session', () => {
  it('validate answers the user; no or a bad token is 401', async () => {
    const account = await register();
    const res = await get('/api/auth/validate?_t=1712345678901', account.token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: account.user });

    const none = await get('/api/auth/validate');
    expect(none.statusCode).toBe(401);
    expect(json<ErrorAnswer>(none).success).toBe(false);
    expect((await get('/api/auth/validate', 'not-a-jwt')).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: { authorization: `Basic ${account.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('GET /validate and GET /me answer the same, alive or not', async () => {
    const account = await register();
    const validate = await get('/api/auth/validate', account.token);
    const me = await get('/api/auth/me', account.token);
    expect(validate.statusCode).toBe(200);
    expect(me.body).toBe(validate.body);
    await post('/api/auth/logout', {}, { token: account.token });
    const after = [
      await get('/api/auth/validate', account.token),
      await get('/api/auth/me', account.token),
    ];
    expect(after.map((res) => res.statusCode)).toEqual([401, 401]);
    expect(after[1]!.body).toBe(after[0]!.body);
  });

  it('GET /me answers the user and PATCH /me changes name and photo', async () => {
    const account = await register();
    const me = await get('/api/auth/me', account.token);
    expect(json(me)).toEqual({ success: true, data: account.user });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(account.token),
      payload: { name: '  Renamed  ', photo: 'https://cdn.example.com/me.png' },
    });
    expect(patched.statusCode).toBe(200);
    expect(json<{ data: AuthUser }>(patched).data).toMatchObject({
      name: 'Renamed',
      photo: 'https://cdn.example.com/me.png',
      role: 'user',
    });
    expect(json<{ data: AuthUser }>(await get('/api/auth/me', account.token)).data.name).toBe(
      'Renamed',
    );

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(account.token),
      payload: { photo: null },
    });
    expect(json<{ data: AuthUser }>(cleared).data).toMatchObject({ name: 'Renamed', photo: null });
  });

  it('PATCH /me refuses a role, an email or a bad photo with a field map', async () => {
    const account = await register();
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(account.token),
        payload,
      });
    expect(expectFieldErrors(await patch({ role: 'admin' }), 422)).toEqual({
      role: ['Unknown field'],
    });
    expect(expectFieldErrors(await patch({ email: 'x@example.com' }), 422)).toEqual({
      email: ['Unknown field'],
    });
    expect(Object.keys(expectFieldErrors(await patch({ photo: 'not a url' }), 422))).toEqual([
      'photo',
    ]);
    for (const photo of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example.com/a.png',
    ]) {
      expect(expectFieldErrors(await patch({ photo }), 422), photo).toEqual({
        photo: ['Photo must be a URL'],
      });
    }
    expect(Object.keys(expectFieldErrors(await patch({ name: '' }), 422))).toEqual(['name']);
    expect(json<{ data: AuthUser }>(await get('/api/auth/me', account.token)).data.role).toBe(
      'user',
    );
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout ends the session: the same token then gets 401', async () => {
    const account = await register();
    const other = json<LoginAnswer>(await login(account.email, PASSWORD)).data.token;
    const res = await post('/api/auth/logout', undefined, { token: account.token });
    expect(res.statusCode).toBe(200);
    expect(json<{ success: boolean }>(res).success).toBe(true);
    expect((await get('/api/auth/validate', account.token)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', undefined, { token: account.token })).statusCode).toBe(
      401,
    );
    // Only that session ended: the account's other sign-in still works.
    expect((await get('/api/auth/validate', other)).statusCode).toBe(200);
  });

  it('a disabled account loses its sessions at once', async () => {
    const account = await register();
    expect((await get('/api/auth/me', account.token)).statusCode).toBe(200);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.id, account.user.id));
    expect((await get('/api/auth/me', account.token)).statusCode).toBe(401);
    expect((await get('/api/auth/validate', account.token)).statusCode).toBe(401);
    const again = await login(account.email, PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toContain('application/json');
  });
});

describe('POST /api/auth/change-password', () => {
  const NEW_PASSWORD = 'Another-Long-Secret-77';

  it('refuses a wrong current password with a field map', async () => {
    const account = await register();
    const errors = expectFieldErrors(
      await post(
        '/api/auth/change-password',
        { currentPassword: 'Not-my-password-1', newPassword: NEW_PASSWORD },
        { token: account.token },
      ),
      422,
    );
    expect(errors).toEqual({ currentPassword: ['Current password is incorrect'] });
    expect((await get('/api/auth/me', account.token)).statusCode).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const account = await register();
    const common = expectFieldErrors(
      await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'password123' },
        { token: account.token },
      ),
      422,
    );
    expect(Object.keys(common)).toEqual(['newPassword']);
    const short = expectFieldErrors(
      await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'short' },
        { token: account.token },
      ),
      422,
    );
    expect(Object.keys(short)).toEqual(['newPassword']);
  });

  it('ends every old session and answers a fresh token', async () => {
    const account = await register();
    const second = json<LoginAnswer>(await login(account.email, PASSWORD)).data.token;
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { token: account.token },
    );
    expect(res.statusCode).toBe(200);
    const body = json<LoginAnswer>(res);
    expect(body.data.user).toEqual(account.user);

    expect((await get('/api/auth/validate', account.token)).statusCode).toBe(401);
    expect((await get('/api/auth/validate', second)).statusCode).toBe(401);
    expect((await get('/api/auth/validate', body.data.token)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect(
      (
        await post('/api/auth/change-password', {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('JWT checks', () => {
  const key = new TextEncoder().encode(testConfig().jwtSecret);
  let account: Awaited<ReturnType<typeof register>>;
  let claims: { sid: string; sub: string; id: string; email: string; role: string };
  beforeAll(async () => {
    account = await register();
    claims = decodeJwt(account.token) as typeof claims;
  });

  const forge = (
    options: {
      secret?: Uint8Array;
      iss?: string;
      aud?: string;
      exp?: number;
      alg?: string;
      sub?: string;
      payload?: Record<string, unknown>;
    } = {},
  ) =>
    new SignJWT({
      sid: claims.sid,
      id: claims.id,
      email: claims.email,
      role: claims.role,
      ...options.payload,
    })
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(options.sub ?? claims.sub)
      .setIssuer(options.iss ?? 'streamfront')
      .setAudience(options.aud ?? 'streamfront-web')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(options.secret ?? key);

  it('accepts a token that is exactly like ours (the forging itself is right)', async () => {
    expect((await get('/api/auth/validate', await forge())).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await forge({
      secret: new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'),
    });
    expect((await get('/api/auth/validate', token)).statusCode).toBe(401);
  });

  it("refuses alg 'none'", async () => {
    const token = new UnsecuredJWT({
      sid: claims.sid,
      id: claims.id,
      email: claims.email,
      role: 'admin',
    })
      .setSubject(claims.sub)
      .setIssuer('streamfront')
      .setAudience('streamfront-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await get('/api/auth/validate', token)).statusCode).toBe(401);
    expect((await get('/api/admin/services', token)).statusCode).toBe(401);
  });

  it('refuses another HMAC algorithm than HS256', async () => {
    expect((await get('/api/auth/validate', await forge({ alg: 'HS512' }))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await forge({ exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await get('/api/auth/validate', token)).statusCode).toBe(401);
  });

  it('refuses a wrong issuer or audience', async () => {
    expect((await get('/api/auth/validate', await forge({ iss: 'someone-else' }))).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth/validate', await forge({ aud: 'another-app' }))).statusCode).toBe(
      401,
    );
  });

  it('trusts the session, not the role claim', async () => {
    const token = await forge({ payload: { role: 'admin' } });
    expect(json<{ data: AuthUser }>(await get('/api/auth/validate', token)).data.role).toBe('user');
    expect((await get('/api/admin/services', token)).statusCode).toBe(403);
  });

  it('answers 401, not 500, for a signed token whose ids are not uuids', async () => {
    expect(
      (await get('/api/auth/validate', await forge({ payload: { sid: 'not-a-uuid' } }))).statusCode,
    ).toBe(401);
    expect((await get('/api/auth/validate', await forge({ sub: "1' or '1'='1" }))).statusCode).toBe(
      401,
    );
  });
});

describe('login throttling', () => {
  const tooMany = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;

  function expectThrottled(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(429);
    const body = json<ErrorAnswer>(res);
    expect(body.success).toBe(false);
    const match = tooMany.exec(body.message);
    expect(match, body.message).not.toBeNull();
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(Number(match![1])).toBe(retryAfter);
  }

  it('blocks an account at one address after 10 failures, before checking the password', async () => {
    const account = await register();
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(account.email, `Wrong-password-${i}`, ip)).statusCode).toBe(401);
    }
    expectThrottled(await login(account.email, 'Wrong-password-x', ip));
    // Even the right password is refused there now: nothing is hashed while blocked.
    expectThrottled(await login(account.email, PASSWORD, ip));
    expectThrottled(await login(account.email.toUpperCase(), PASSWORD, ip));
    // Other accounts are not affected.
    const other = await register();
    expect((await login(other.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('a stranger locking out one address does not lock the owner out elsewhere', async () => {
    const account = await register();
    const attacker = freshIp();
    for (let i = 0; i < 12; i += 1) await login(account.email, `Wrong-password-${i}`, attacker);
    expectThrottled(await login(account.email, PASSWORD, attacker));
    expect((await login(account.email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('takes the attempt before checking: 100 parallel guesses get at most 10 answers of 401', async () => {
    const account = await register();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(account.email, `Wrong-password-${i}`, ip)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(90);
  });

  it('a spoofed X-Forwarded-For changes nothing when no proxy is trusted', async () => {
    const account = await register();
    const ip = freshIp();
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `Wrong-password-${i}` },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expectThrottled(await attempt(10));
  });

  it('a successful login clears the count of its address', async () => {
    const account = await register();
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1)
      expect((await login(account.email, `Wrong-${i}-password`, ip)).statusCode).toBe(401);
    expect((await login(account.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1)
      expect((await login(account.email, `Wrong-${i}-password`, ip)).statusCode).toBe(401);
    expect((await login(account.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it("guesses spread over many addresses hit the account ceiling; the owner's own address still signs in", async () => {
    const account = await register();
    const home = freshIp();
    expect((await login(account.email, PASSWORD, home)).statusCode).toBe(200);
    // 100 wrong passwords, 10 from each of 10 addresses: no single pair reaches its limit.
    for (let a = 0; a < 10; a += 1) {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(account.email, `Wrong-${a}-${i}-pw`, ip)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    }
    // A new address now waits, right password or not.
    expectThrottled(await login(account.email, 'Wrong-password-next', freshIp()));
    expectThrottled(await login(account.email, PASSWORD, freshIp()));
    // The owner, from where they signed in before, is let through.
    expect((await login(account.email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('asking registration whether an email is taken costs a sign-in attempt of that address', async () => {
    const ip = freshIp();
    const taken = await Promise.all(Array.from({ length: 10 }, () => register()));
    for (const account of taken) {
      const res = await post(
        '/api/auth/register',
        { name: 'Probe', email: account.email, password: PASSWORD },
        { ip },
      );
      expect(res.statusCode).toBe(409);
    }
    // The address has 20 tries in 15 minutes, sign-in and taken-email probes together.
    for (let i = 0; i < 10; i += 1)
      expect((await login(freshEmail(), 'Wrong-password-1', ip)).statusCode).toBe(401);
    expectThrottled(await login(freshEmail(), 'Wrong-password-1', ip));
  });

  it('parallel registrations from one address get no more than its quota', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(
          '/api/auth/register',
          { name: 'Burst', email: freshEmail(), password: PASSWORD },
          { ip },
        ),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it('blocks an address after 20 failures across different emails', async () => {
    const account = await register();
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await login(`guess${i}.${Date.now()}@example.com`, 'Wrong-password-1', ip)).statusCode,
      ).toBe(401);
    }
    expectThrottled(await login(`guess-next.${Date.now()}@example.com`, 'Wrong-password-1', ip));
    expectThrottled(await login(account.email, PASSWORD, ip));
    // The same account from another address is fine.
    expect((await login(account.email, PASSWORD, '10.99.0.2')).statusCode).toBe(200);
  });
});
