import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema/index.ts';
import { closeAllSockets, connected, listen, socketClient } from '../../testing/socket-client.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import type { AccountSession } from '@streamfront/contract';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const t = useTestApp();
let base: string;
beforeAll(async () => {
  base = await listen(t.app);
});
afterEach(closeAllSockets);

/** A customer signed in twice: from Firefox on Windows (`laptop`) and an iPhone (`phone`). */
async function customerOnTwoDevices() {
  const customer = await registerUser(t.app);
  const signIn = async (userAgent: string, address: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
      payload: { email: customer.user.email, password: customer.password },
    });
    expect(res.statusCode).toBe(200);
    return json<{ data: { token: string } }>(res).data.token;
  };
  const laptop = await signIn(FIREFOX_WINDOWS, '203.0.113.7');
  const phone = await signIn(SAFARI_IPHONE, '198.51.100.20');
  return { customer, laptop, phone };
}

/** Asked from 203.0.113.7 unless said: where the laptop signed in. */
async function listSessions(token: string, address = '203.0.113.7') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/sessions',
    headers: bearer(token),
    remoteAddress: address,
  });
  expect(res.statusCode).toBe(200);
  return json<{ data: AccountSession[] }>(res).data;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('the sessions list', () => {
  it('names each signed-in device with its address, and marks the one asking', async () => {
    const { laptop } = await customerOnTwoDevices();
    const list = await listSessions(laptop);
    // The registration's own session is the third.
    expect(list).toHaveLength(3);
    const byDevice = new Map(list.map((s) => [s.device, s]));
    expect(byDevice.get('Firefox on Windows')).toMatchObject({
      address: '203.0.113.7',
      current: true,
    });
    expect(byDevice.get('Safari on iOS')).toMatchObject({
      address: '198.51.100.20',
      current: false,
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
  });

  it('moves "last seen" and the address forward when a session is used again later', async () => {
    const { laptop, phone } = await customerOnTwoDevices();
    const phoneId = (await listSessions(phone, '198.51.100.20')).find((s) => s.current)!.id;
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await t.app.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, phoneId));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(phone),
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(200);
    const seen = (await listSessions(laptop)).find((s) => s.id === phoneId)!;
    expect(new Date(seen.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(seen.address).toBe('192.0.2.44');
  });

  it('needs a signed-in session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing a session out', () => {
  it('refuses its token at once and closes its live connections', async () => {
    const { laptop, phone } = await customerOnTwoDevices();
    const phoneId = (await listSessions(phone, '198.51.100.20')).find((s) => s.current)!.id;
    const socket = await connected(socketClient(base, { auth: { token: phone } }));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await listSessions(laptop)).map((s) => s.id)).not.toContain(phoneId);
  });

  it("answers 404 for another account's session, and for one already ended", async () => {
    const { laptop, phone } = await customerOnTwoDevices();
    const stranger = await registerUser(t.app);
    const phoneId = (await listSessions(phone, '198.51.100.20')).find((s) => s.current)!.id;
    const byStranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(stranger.token),
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);

    const first = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(again.statusCode).toBe(404);
    expect(json<{ message: string }>(again).message).toBe('This session has already ended.');
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const { customer, laptop, phone } = await customerOnTwoDevices();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: bearer(laptop),
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { ended: number } }>(res).data.ended).toBe(2);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(customer.token)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect(await listSessions(laptop)).toHaveLength(1);
  });
});

describe('an admin ending all sessions of a customer', () => {
  it("refuses every one of the customer's tokens, and is audited", async () => {
    const admin = await loginAsAdmin(t.app);
    const { customer, laptop, phone } = await customerOnTwoDevices();
    const socket = await connected(socketClient(base, { auth: { token: laptop } }));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/sign-out`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { ended: number } }>(res).data.ended).toBe(3);
    await closed;
    for (const token of [laptop, phone, customer.token])
      expect((await me(token)).statusCode).toBe(401);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, customer.user.id));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'user.sign_out_everywhere',
      after: { sessionsEnded: 3 },
    });
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id or an admin account, and 403 to a customer', async () => {
    const admin = await loginAsAdmin(t.app);
    const customer = await registerUser(t.app);
    for (const id of [crypto.randomUUID(), admin.user.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/customers/${id}/sign-out`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.user.id}/sign-out`,
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});
