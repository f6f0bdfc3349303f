import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  closeAllSockets,
  connected,
  listen,
  refused,
  sleep,
  socketClient,
} from '../../testing/socket-client.ts';
import { bearer, json, loginAsAdmin, registerUser, TEST_ADMIN } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const PUBLIC_URL = 'https://tv.example.com';

const t = useTestApp({ publicUrl: PUBLIC_URL });
let base: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  base = await listen(t.app);
  customer = await registerUser(t.app);
});
afterEach(closeAllSockets);

/** A second, independent session of the same customer (so logging it out leaves the others). */
async function newCustomerSession() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: customer.user.email, password: customer.password },
  });
  return json<{ data: { token: string } }>(res).data.token;
}

async function logout(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
}

describe('handshake authentication', () => {
  it('refuses a connection without a token', async () => {
    const error = await refused(socketClient(base));
    expect(error.message).toBe('Authentication required');
    expect(error.data).toEqual({ status: 401 });
  });

  it('refuses a malformed token and one signed with another secret', async () => {
    expect((await refused(socketClient(base, { auth: { token: 'not-a-jwt' } }))).message).toBe(
      'Your session has expired. Please log in again.',
    );
    const forged = await new SignJWT({ sid: crypto.randomUUID(), role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.user.id)
      .setIssuer('streamfront')
      .setAudience('streamfront-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-for-hs256'));
    const error = await refused(socketClient(base, { auth: { token: forged } }));
    expect(error.data).toEqual({ status: 401 });
    expect((await refused(socketClient(base, { auth: { token: 42 } }))).message).toBe(
      'Authentication required',
    );
  });

  it('ignores a token in the query string', async () => {
    const error = await refused(socketClient(base, { query: { token: customer.token } }));
    expect(error.message).toBe('Authentication required');
    const polling = await refused(
      socketClient(base, {
        transports: ['polling'],
        query: { token: customer.token, auth: customer.token },
      }),
    );
    expect(polling.message).toBe('Authentication required');
  });

  it('refuses the token of a session that was logged out', async () => {
    const token = await newCustomerSession();
    await connected(socketClient(base, { auth: { token } }));
    await logout(token);
    const error = await refused(socketClient(base, { auth: { token } }));
    expect(error.message).toBe('Your session has expired. Please log in again.');
  });

  it('accepts a live session, over websocket and over polling', async () => {
    await connected(socketClient(base, { auth: { token: customer.token } }));
    await connected(
      socketClient(base, { auth: { token: customer.token }, transports: ['polling'] }),
    );
  });
});

describe('reconnection and ended sessions', () => {
  it('checks the token again on every reconnection', async () => {
    const token = await newCustomerSession();
    const socket = socketClient(base, {
      auth: { token },
      reconnection: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      reconnectionAttempts: 3,
    });
    await connected(socket);
    // A dropped connection reconnects on its own while the session lives...
    socket.io.engine.close();
    await nextEventOf(socket, 'connect');
    expect(socket.connected).toBe(true);

    // ...and is refused once it has ended.
    await logout(token);
    const error = new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    socket.io.engine.close();
    expect((await error).message).toBe('Your session has expired. Please log in again.');
    await sleep(50);
    expect(socket.connected).toBe(false);
  });

  it('disconnects live sockets whose session has ended at the next session check', async () => {
    const token = await newCustomerSession();
    const ending = await connected(socketClient(base, { auth: { token } }));
    const staying = await connected(socketClient(base, { auth: { token: customer.token } }));
    await logout(token);
    const reason = new Promise<string>((resolve) => ending.once('disconnect', resolve));
    await t.app.realtime.checkSessions();
    expect(await reason).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });

  it('endSession() closes every socket of that session only', async () => {
    const other = await newCustomerSession();
    const a1 = await connected(socketClient(base, { auth: { token: other } }));
    const a2 = await connected(socketClient(base, { auth: { token: other } }));
    const b = await connected(socketClient(base, { auth: { token: customer.token } }));
    const gone = Promise.all(
      [a1, a2].map((s) => new Promise((resolve) => s.once('disconnect', resolve))),
    );
    const claims = await t.app.tokens.verify(other);
    t.app.realtime.endSession(claims!.sid);
    await gone;
    expect(b.connected).toBe(true);
  });
});

describe('Origin allowlist', () => {
  for (const transport of ['websocket', 'polling'] as const) {
    it(`refuses a hostile Origin over ${transport}, even with a valid token`, async () => {
      const socket = socketClient(base, {
        transports: [transport],
        auth: { token: customer.token },
        extraHeaders: { origin: 'https://evil.example' },
      });
      await refused(socket);
    });
  }

  it('refuses the opaque "null" origin', async () => {
    await refused(
      socketClient(base, { auth: { token: customer.token }, extraHeaders: { origin: 'null' } }),
    );
  });

  it('accepts PUBLIC_URL, the serving origin, and clients that send no Origin', async () => {
    await connected(
      socketClient(base, { auth: { token: customer.token }, extraHeaders: { origin: PUBLIC_URL } }),
    );
    await connected(
      socketClient(base, { auth: { token: customer.token }, extraHeaders: { origin: base } }),
    );
    await connected(socketClient(base, { auth: { token: customer.token } }));
  });
});

describe('admin:subscribe', () => {
  type Ack = { ok: boolean; message?: string };
  const subscribe = (socket: ReturnType<typeof socketClient>, payload: unknown) =>
    socket.timeout(5_000).emitWithAck('admin:subscribe', payload as string) as Promise<Ack>;

  it('joins the admin room only for an admin naming their own id', async () => {
    const admin = await loginAsAdmin(t.app);
    const socket = await connected(socketClient(base, { auth: { token: admin.token } }));
    expect(await subscribe(socket, customer.user.id)).toEqual({
      ok: false,
      message: 'Admin access required',
    });
    expect(await subscribe(socket, admin.user.id)).toEqual({ ok: true });
    expect(await subscribe(socket, { userId: admin.user.id })).toEqual({ ok: true });
    const rooms = [...(t.app.realtime.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
    expect(rooms).toEqual(
      expect.arrayContaining(['admins', `admin-inbox:${admin.user.id}`, `user:${admin.user.id}`]),
    );
  });

  it('refuses a customer, whatever id or role the payload claims', async () => {
    const socket = await connected(socketClient(base, { auth: { token: customer.token } }));
    expect(await subscribe(socket, customer.user.id)).toEqual({
      ok: false,
      message: 'Admin access required',
    });
    expect(await subscribe(socket, { userId: customer.user.id, role: 'admin' })).toEqual({
      ok: false,
      message: 'Invalid subscription',
    });
    const rooms = [...(t.app.realtime.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
    expect(rooms).not.toContain('admins');
  });

  it('validates the payload and survives garbage', async () => {
    const socket = await connected(socketClient(base, { auth: { token: customer.token } }));
    for (const payload of [42, null, 'x'.repeat(500), { userId: 'nope' }, []]) {
      expect(await subscribe(socket, payload)).toEqual({
        ok: false,
        message: 'Invalid subscription',
      });
    }
    socket.emit('admin:subscribe', customer.user.id); // no ack function: must not throw server-side
    socket.emit('no-such-event' as 'admin:subscribe', 'x');
    await sleep(50);
    expect(socket.connected).toBe(true);
  });

  it('limits subscriptions per socket to 30 a minute', async () => {
    const socket = await connected(socketClient(base, { auth: { token: customer.token } }));
    const answers = await Promise.all(Array.from({ length: 31 }, () => subscribe(socket, 42)));
    expect(answers.slice(0, 30).every((a) => a.message === 'Invalid subscription')).toBe(true);
    expect(answers[30]).toEqual({
      ok: false,
      message: 'Too many requests. Please try again later.',
    });
  });

  it('a demoted admin leaves the admin room at the next session check', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    const admin = json<{ data: { token: string; user: { id: string } } }>(login).data;
    const socket = await connected(socketClient(base, { auth: { token: admin.token } }));
    expect(await subscribe(socket, admin.user.id)).toEqual({ ok: true });
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    try {
      await t.app.realtime.checkSessions();
      const rooms = [...(t.app.realtime.io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
      expect(rooms).not.toContain('admins');
      expect(socket.connected).toBe(true);
    } finally {
      await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    }
  });
});

describe('app.bus (in process without Redis)', () => {
  it('delivers a published JSON payload to subscribers, marked as our own', async () => {
    const received: unknown[] = [];
    const flags: boolean[] = [];
    const unsubscribe = await t.app.bus.subscribe<{ version: number }>(
      'test:model-trained',
      (payload, meta) => {
        received.push(payload);
        flags.push(meta.fromSelf);
      },
    );
    await t.app.bus.publish('test:model-trained', { version: 3, at: new Date(0) });
    await sleep(20);
    expect(received).toEqual([{ version: 3, at: '1970-01-01T00:00:00.000Z' }]);
    expect(flags).toEqual([true]);

    await unsubscribe();
    await t.app.bus.publish('test:model-trained', { version: 4 });
    await sleep(20);
    expect(received).toHaveLength(1);
  });

  it('refuses odd event names', async () => {
    await expect(t.app.bus.publish('bad name with spaces', {})).rejects.toThrow(
      'Invalid event name',
    );
  });
});

function nextEventOf(socket: ReturnType<typeof socketClient>, event: 'connect') {
  return new Promise<void>((resolve) => socket.once(event, () => resolve()));
}
