import { createAdapter } from '@socket.io/redis-adapter';
import {
  AdminSubscribePayloadSchema,
  type AdminSubscribeAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketRefusal,
} from '@streamfront/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { sessions, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { createOriginCheck } from './origin.ts';
import { connectRedis } from './redis-connection.ts';

export type { EventBus, EventHandler, EventMeta } from './event-bus.ts';

interface SocketData {
  auth: AuthContext;
}
type InterServerEvents = Record<string, never>;
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Room names, in one place so emitters and joiners cannot drift apart. */
export const rooms = {
  /** Every socket of one user, admin or not (all their tabs). */
  user: (userId: string) => `user:${userId}`,
  /** Every socket opened with one session (one sign-in), so logout can end them. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Every socket that subscribed as an admin (spec §6). */
  admins: 'admins',
  /**
   * The subscribed sockets of one admin. Each admin has their own row of an admin
   * notification (its id is what they mark read), so `admin:notification:new` goes here.
   */
  adminInbox: (userId: string) => `admin-inbox:${userId}`,
};

export interface Realtime {
  io: RealtimeServer;
  /** Disconnects every socket of a session on every instance (e.g. at logout). */
  endSession(sessionId: string): void;
  /** Disconnects every socket of a user on every instance (e.g. after a password change). */
  endUser(userId: string): void;
  /** Re-checks the session of every socket on this instance; ends the dead, demotes ex-admins. */
  checkSessions(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Cross-instance bus of named JSON events (Redis pub/sub when configured). */
    events: EventBus;
  }
}

export interface RealtimeOptions {
  publicUrl: string | undefined;
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** How often live sockets are re-checked against their session (logout, disabled account). */
  sessionCheckIntervalMs?: number;
}

const SUBSCRIBES_PER_MINUTE = 30;

function refusal(
  message: string,
  status: SocketRefusal['status'],
): Error & { data: SocketRefusal } {
  return Object.assign(new Error(message), { data: { status } });
}

function handshakeToken(socket: LiveSocket): string | undefined {
  // Only the handshake `auth` object: a token in the query string ends up in proxy and access logs.
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length < 4096 ? token : undefined;
}

/**
 * socket.io on the Fastify HTTP server at /socket.io (spec §7). Every handshake — the first
 * connection and every reconnection — is authenticated from `auth.token` and its live
 * session; the Origin is checked before that. Connection-state recovery is off: the Redis
 * pub/sub adapter cannot replay missed packets, and clients refetch on reconnect instead.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const originAllowed = createOriginCheck(options);

    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Clients only ever send tiny control messages.
      maxHttpBufferSize: 16 * 1024,
      allowRequest: (request, callback) => {
        if (originAllowed(request)) callback(null, true);
        else callback('Origin not allowed', false);
      },
      // Same-origin pages need no CORS; only a separately hosted PUBLIC_URL does.
      cors: {
        origin: options.publicUrl ? [new URL(options.publicUrl).origin] : false,
        credentials: false,
      },
    });

    let redis: { pub: Redis; sub: Redis; eventsSub: Redis } | undefined;
    if (options.redisUrl) {
      const [pub, sub, eventsSub] = await Promise.all(
        ['socket-pub', 'socket-sub', 'events-sub'].map((name) =>
          connectRedis(options.redisUrl!, name, app.log),
        ),
      );
      redis = { pub: pub!, sub: sub!, eventsSub: eventsSub! };
      io.adapter(createAdapter(redis.pub, redis.sub, { key: 'streamfront:socket.io' }));
      // The adapter's SUBSCRIBE commands are queued before this PING, so once it answers this
      // instance hears every broadcast published from now on.
      await redis.sub.ping();
    }
    const events = createEventBus(app.log, redis && { pub: redis.pub, sub: redis.eventsSub });

    io.use(async (socket, next) => {
      const token = handshakeToken(socket);
      if (!token) return next(refusal('Authentication required', 401));
      try {
        const auth = await app.resolveToken(token);
        if (!auth) return next(refusal('Your session has expired. Please log in again.', 401));
        socket.data.auth = auth;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket authentication failed');
        next(refusal('Authentication is unavailable. Please try again.', 401));
      }
    });

    io.on('connection', (socket) => {
      const { auth } = socket.data;
      void socket.join([rooms.user(auth.userId), rooms.session(auth.sessionId)]);

      // Each subscription costs a database read: a client may not turn that into a flood.
      let windowStart = Date.now();
      let calls = 0;
      socket.on('admin:subscribe', (payload, ack) => {
        const reply = (answer: AdminSubscribeAck) => {
          if (typeof ack === 'function') ack(answer);
        };
        if (Date.now() - windowStart > 60_000) {
          windowStart = Date.now();
          calls = 0;
        }
        if (++calls > SUBSCRIBES_PER_MINUTE) {
          return reply({ ok: false, message: 'Too many requests. Please try again later.' });
        }
        subscribeAdmin(socket, payload, reply).catch((error: unknown) => {
          app.log.error({ err: error }, 'admin:subscribe failed');
          reply({ ok: false, message: 'Subscription failed. Please try again.' });
        });
      });
    });

    async function subscribeAdmin(
      socket: LiveSocket,
      payload: unknown,
      reply: (answer: AdminSubscribeAck) => void,
    ) {
      const parsed = AdminSubscribePayloadSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, message: 'Invalid subscription' });
      const userId = typeof parsed.data === 'string' ? parsed.data : parsed.data.userId;
      // The role is read again from the session, never taken from the payload or the token.
      const current = await app.resolveToken(handshakeToken(socket));
      if (!current) {
        reply({ ok: false, message: 'Your session has expired. Please log in again.' });
        socket.disconnect(true);
        return;
      }
      socket.data.auth = current;
      if (current.role !== 'admin' || current.userId !== userId) {
        return reply({ ok: false, message: 'Admin access required' });
      }
      await socket.join([rooms.admins, rooms.adminInbox(current.userId)]);
      reply({ ok: true });
    }

    async function checkSessions() {
      const local = [...io.of('/').sockets.values()];
      if (local.length === 0) return;
      const ids = [...new Set(local.map((s) => s.data.auth.sessionId))];
      const alive = new Map<string, 'user' | 'admin'>();
      for (let i = 0; i < ids.length; i += 1000) {
        const rows = await app.db
          .select({ id: sessions.id, role: users.role })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              inArray(sessions.id, ids.slice(i, i + 1000)),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, new Date()),
              eq(users.disabled, false),
            ),
          );
        for (const row of rows) alive.set(row.id, row.role);
      }
      for (const socket of local) {
        const role = alive.get(socket.data.auth.sessionId);
        if (!role) {
          socket.disconnect(true);
        } else if (role !== socket.data.auth.role) {
          socket.data.auth = { ...socket.data.auth, role };
          if (role !== 'admin') {
            void socket.leave(rooms.admins);
            void socket.leave(rooms.adminInbox(socket.data.auth.userId));
          }
        }
      }
    }

    const interval = options.sessionCheckIntervalMs ?? 60_000;
    const timer = setInterval(() => {
      checkSessions().catch((error: unknown) =>
        app.log.warn({ err: error }, 'live session check failed'),
      );
    }, interval);
    timer.unref();

    app.decorate('realtime', {
      io,
      endSession: (sessionId: string) => io.in(rooms.session(sessionId)).disconnectSockets(true),
      endUser: (userId: string) => io.in(rooms.user(userId)).disconnectSockets(true),
      checkSessions,
    });
    app.decorate('events', events);

    // Open WebSockets would keep the HTTP server from closing: end them before Fastify closes it.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await events.close();
      // Not io.close(): it would close the HTTP server, which is Fastify's to close.
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      if (redis)
        await Promise.allSettled(
          [redis.pub, redis.sub, redis.eventsSub].map((client) => client.quit()),
        );
    });
  },
  { name: 'realtime', dependencies: ['auth', 'database'] },
);
