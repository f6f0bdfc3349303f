import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import {
  connected,
  nextEvent,
  recordEvents,
  refused,
  sleep,
  socketClient,
  type ClientSocket,
} from '../../testing/socket-client.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { announceRecordChange } from './record-changes.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';

/**
 * Issue 13, items 3 and 5 on the live channel: every token HTTP refuses is refused at the
 * handshake too, a session that ends takes its sockets with it, and no admin event reaches
 * a socket that is not a live admin's.
 */

const t = useAdminTestApp({ live: true });

const EXPIRED = 'Your session has expired. Please log in again.';
const PASSWORD = 'Correct-Horse-Battery-9';
const NEW_PASSWORD = 'Another-Long-Secret-77';

async function login(email: string, password = PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { token: string } }>(res).data.token;
}

async function changePassword(token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { token: string } }>(res).data.token;
}

const setDisabled = (userId: string, disabled: boolean) =>
  t.app.db.update(users).set({ disabled }).where(eq(users.id, userId));

/** A customer promoted to admin, signed in again so the session carries the role. */
async function extraAdmin() {
  const account = await registerUser(t.app);
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return { ...account, token: await login(account.user.email) };
}

const httpStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: bearer(token) }))
    .statusCode;

const subscribe = (socket: ClientSocket, userId: string) =>
  socket.timeout(5_000).emitWithAck('admin:subscribe', userId);

const gone = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('tokens at the handshake, as over HTTP', () => {
  const key = new TextEncoder().encode(testConfig().jwtSecret);
  let claims: { sid: string; sub: string; email: string };
  beforeAll(async () => {
    claims = decodeJwt((await registerUser(t.app)).token) as typeof claims;
  });
  const forge = (o: { alg?: string; iss?: string; aud?: string; exp?: number } = {}) =>
    new SignJWT({ sid: claims.sid, id: claims.sub, email: claims.email, role: 'admin' })
      .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(o.iss ?? 'streamfront')
      .setAudience(o.aud ?? 'streamfront-web')
      .setExpirationTime(o.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(key);

  it('accepts a correctly forged token (so the refusals below are about the one flaw)', async () => {
    await connected(socketClient(t.base, { auth: { token: await forge() } }));
  });

  it("refuses alg 'none', HS512, an expired token, another issuer or audience", async () => {
    const tokens = {
      none: new UnsecuredJWT({ sid: claims.sid, role: 'admin' })
        .setSubject(claims.sub)
        .setIssuer('streamfront')
        .setAudience('streamfront-web')
        .setExpirationTime('1h')
        .encode(),
      HS512: await forge({ alg: 'HS512' }),
      expired: await forge({ exp: Math.floor(Date.now() / 1000) - 60 }),
      issuer: await forge({ iss: 'someone-else' }),
      audience: await forge({ aud: 'another-app' }),
    };
    for (const [what, token] of Object.entries(tokens)) {
      expect(await httpStatus(token), what).toBe(401);
      const error = await refused(socketClient(t.base, { auth: { token } }));
      expect(error.message, what).toBe(EXPIRED);
      expect(error.data, what).toEqual({ status: 401 });
    }
  });
});

describe('a session that ends takes its sockets with it', () => {
  it('a password change drops every socket of the account and refuses their tokens after', async () => {
    const account = await registerUser(t.app);
    const other = await login(account.user.email);
    const [first, second] = await Promise.all(
      [account.token, other].map((token) => connected(socketClient(t.base, { auth: { token } }))),
    );
    const dropped = Promise.all([gone(first!), gone(second!)]);
    const fresh = await changePassword(account.token);
    expect(await dropped).toEqual(['io server disconnect', 'io server disconnect']);

    for (const token of [account.token, other]) {
      expect(await httpStatus(token)).toBe(401);
      expect((await refused(socketClient(t.base, { auth: { token } }))).message).toBe(EXPIRED);
    }
    await connected(socketClient(t.base, { auth: { token: fresh } }));
  });

  it('a disabled account is refused at the handshake and dropped at the next session check', async () => {
    const account = await registerUser(t.app);
    const socket = await connected(socketClient(t.base, { auth: { token: account.token } }));
    await setDisabled(account.user.id, true);
    const dropped = gone(socket);
    await t.app.realtime.checkSessions();
    expect(await dropped).toBe('io server disconnect');
    expect(await httpStatus(account.token)).toBe(401);
    const error = await refused(socketClient(t.base, { auth: { token: account.token } }));
    expect(error.message).toBe(EXPIRED);
    expect(error.data).toEqual({ status: 401 });
  });
});

describe('no admin event reaches anyone but a live admin', () => {
  it('none of the hostile sockets hears what the subscribed admin hears', async () => {
    const customer = await registerUser(t.app);
    const loggedOut = await extraAdmin();
    const passwordChanged = await extraAdmin();
    const disabled = await extraAdmin();

    // Admins that were real and subscribed, then lost their session in each way there is.
    // Refusals at the transport (Origin) are retried by the client on its own: let it.
    const retrying = { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 100 };
    const exAdmins: Record<string, ClientSocket> = {};
    for (const [what, who] of Object.entries({ loggedOut, passwordChanged, disabled })) {
      const socket = await connected(socketClient(t.base, { auth: { token: who.token } }));
      expect(await subscribe(socket, who.user.id)).toEqual({ ok: true });
      exAdmins[what] = socket;
    }
    const ended = Promise.all(Object.values(exAdmins).map(gone));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(loggedOut.token),
    });
    await changePassword(passwordChanged.token);
    await setDisabled(disabled.user.id, true);
    await t.app.realtime.checkSessions();
    await ended;
    // Each comes back with the token it had: refused at the handshake.
    for (const [what, socket] of Object.entries(exAdmins)) {
      const again = refused(socket);
      socket.connect();
      expect((await again).message, what).toBe(EXPIRED);
    }

    const customerSocket = await connected(
      socketClient(t.base, { auth: { token: customer.token } }),
    );
    for (const claimed of [customer.user.id, t.admin.user.id])
      expect((await subscribe(customerSocket, claimed)).ok).toBe(false);

    const hostile: Record<string, ClientSocket> = {
      ...exAdmins,
      customer: customerSocket,
      'no token': socketClient(t.base, retrying),
      'a bad token': socketClient(t.base, { auth: { token: 'not.a.jwt' }, ...retrying }),
      "the admin's token in the query string": socketClient(t.base, {
        query: { token: t.admin.token },
        transports: ['polling', 'websocket'],
        ...retrying,
      }),
      "the admin's token from a hostile Origin": socketClient(t.base, {
        auth: { token: t.admin.token },
        extraHeaders: { origin: 'https://evil.example' },
        transports: ['polling', 'websocket'],
        ...retrying,
      }),
    };
    const seen = Object.fromEntries(
      Object.entries(hostile).map(([what, socket]) => [what, recordEvents(socket)]),
    );
    const connects: string[] = [];
    for (const [what, socket] of Object.entries(hostile))
      if (what !== 'customer') socket.on('connect', () => connects.push(what));

    const watcher = await connected(socketClient(t.base, { auth: { token: t.admin.token } }));
    expect(await subscribe(watcher, t.admin.user.id)).toEqual({ ok: true });
    const heard = recordEvents(watcher);
    const fromNotify = nextEvent(watcher, 'admin:notification:new');
    await t.app.notify.admins({ type: 'order', title: 'Battery one', message: 'notify' });
    await fromNotify;
    const fromRoute = nextEvent(watcher, 'admin:notification:new');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(t.admin.token),
      payload: { audience: 'admins', type: 'query', title: 'Battery two', message: 'route' },
    });
    expect(res.statusCode).toBe(201);
    await fromRoute;
    const recordChange = nextEvent(watcher, 'admin:record:changed');
    announceRecordChange(t.app, 'order', t.admin.user.id);
    await recordChange;

    // Long enough for several reconnection attempts of every retrying socket.
    await sleep(500);
    expect(heard.map((e) => e.name)).toEqual([
      'admin:notification:new',
      'admin:notification:new',
      'admin:record:changed',
    ]);
    for (const [what, events] of Object.entries(seen))
      expect(
        events.filter((e) => e.name.startsWith('admin:')),
        what,
      ).toEqual([]);
    expect(connects).toEqual([]);
    for (const [what, socket] of Object.entries(hostile))
      expect(socket.connected, what).toBe(what === 'customer');
  });
});
