import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_REQUIRED } from '@streamfront/contract';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { closeAllSockets, connected, listen, socketClient } from '../../testing/socket-client.ts';
import { concreteUrl } from '../../testing/route-urls.ts';
import { bearer, json, registerUser, TEST_ADMIN } from '../../testing/test-app.ts';
import { codeAt, enrol, newAdmin, signIn, verifyCode } from '../../testing/two-factor-kit.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

/** ADMIN_2FA=required: every admin enrols at the next sign-in, before any admin call. */
const t = useTestApp({ adminTwoFactor: 'required', registrationsPerHour: 1000 });
let base: string;
beforeAll(async () => {
  base = await listen(t.app);
});
afterEach(closeAllSockets);

const sessionsOf = async (userId: string) =>
  (await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

const adminCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) });

describe('ADMIN_2FA=required', () => {
  it('makes an admin without it enrol at sign-in; enrolment completes the sign-in', async () => {
    const login = await signIn(t.app, TEST_ADMIN, '203.0.113.1');
    expect(login.statusCode).toBe(200);
    const { data } = json<{ data: Record<string, unknown> }>(login);
    expect(data).toEqual({ twoFactorSetupRequired: true, challenge: expect.any(String) });
    const challenge = data.challenge as string;
    expect((await adminCall(challenge)).statusCode).toBe(401);

    // The enrolment challenge is not a sign-in challenge.
    expect((await verifyCode(t.app, challenge, '123456')).statusCode).toBe(401);

    const { secret, recoveryCodes, enabled } = await enrol(t.app, { challenge });
    expect(recoveryCodes).toHaveLength(10);
    const done = json<{ data: { token: string; user: { id: string; role: string } } }>(enabled);
    expect(done.data.user.role).toBe('admin');
    expect((await adminCall(done.data.token)).statusCode).toBe(200);

    // From now on, sign-in asks for a code.
    const next = await signIn(t.app, TEST_ADMIN, '203.0.113.1');
    const step = json<{ data: { twoFactorRequired?: true; challenge: string } }>(next).data;
    expect(step.twoFactorRequired).toBe(true);
    const verified = await verifyCode(t.app, step.challenge, await codeAt(secret, 1));
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('creates no session before enrolment, and refuses setup with a made-up challenge', async () => {
    const admin = await newAdmin(t.app);
    const before = await sessionsOf(admin.id);
    const login = await signIn(t.app, admin, '203.0.113.2');
    expect(json(login)).toMatchObject({ data: { twoFactorSetupRequired: true } });
    expect(await sessionsOf(admin.id)).toBe(before);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      payload: { challenge: 'enrol.00000000-0000-4000-8000-000000000000.9999999999.n.sig' },
    });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ message: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  it('refuses admin calls and admin rooms to a session signed in before enrolment', async () => {
    // Signed in as a customer, then made admin: an admin session without two-factor sign-in.
    const admin = await newAdmin(t.app);
    const refused = await adminCall(admin.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      message: TWO_FACTOR_MESSAGES.setupRequired,
      reason: TWO_FACTOR_SETUP_REQUIRED,
    });

    const socket = await connected(socketClient(base, { auth: { token: admin.token } }));
    const ack = (await socket.timeout(5_000).emitWithAck('admin:subscribe', admin.id)) as {
      ok: boolean;
      message?: string;
    };
    expect(ack).toEqual({ ok: false, message: TWO_FACTOR_MESSAGES.setupRequired });

    // The same session may enrol (the profile page's way); then its admin calls are answered.
    const { recoveryCodes } = await enrol(t.app, { token: admin.token });
    expect((await adminCall(admin.token)).statusCode).toBe(200);
    const joined = (await socket.timeout(5_000).emitWithAck('admin:subscribe', admin.id)) as {
      ok: boolean;
    };
    expect(joined).toEqual({ ok: true });

    // Turned off again (to move to a new phone): out of the admin rooms and calls at once.
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers: bearer(admin.token),
      payload: { password: admin.password, code: recoveryCodes[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await closed;
    expect((await adminCall(admin.token)).statusCode).toBe(403);
  });

  it('holds on every admin route, taken from the route table', async () => {
    const admin = await newAdmin(t.app);
    const wrong: string[] = [];
    for (const { method, url } of t.app.routeTable) {
      if (!url.startsWith('/api/admin/') || ['HEAD', 'OPTIONS'].includes(method)) continue;
      const answer = await t.app.inject({
        method: method as 'GET',
        url: concreteUrl(url),
        headers: bearer(admin.token),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      });
      const body = json<{ reason?: string }>(answer);
      if (answer.statusCode !== 403 || body.reason !== TWO_FACTOR_SETUP_REQUIRED)
        wrong.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("holds on an admin's notifications, the back-office's news, and not on a customer's", async () => {
    const admin = await newAdmin(t.app);
    const customer = await registerUser(t.app);
    for (const url of ['/api/notifications', '/api/notifications/unread-count']) {
      const asAdmin = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(asAdmin.statusCode, url).toBe(403);
      expect(json<{ reason?: string }>(asAdmin).reason).toBe(TWO_FACTOR_SETUP_REQUIRED);
      const asCustomer = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(customer.token),
      });
      expect(asCustomer.statusCode, url).toBe(200);
    }
  });

  it('leaves customers alone', async () => {
    const customer = await registerUser(t.app);
    const login = await signIn(
      t.app,
      { email: customer.user.email, password: customer.password },
      '203.0.113.3',
    );
    expect(json(login)).toMatchObject({ data: { token: expect.any(String) } });
  });

  it('says so in the state the profile page reads', async () => {
    const admin = await newAdmin(t.app);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/auth/2fa',
      headers: bearer(admin.token),
    });
    expect(json(state)).toMatchObject({
      data: { enabled: false, required: true, enabledAt: null },
    });
  });
});
