import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handleAdminSubscribe } from './admin-subscription.ts';
import { createMessageBus, type MessageBus } from './message-bus.ts';
import { useHandshakeAuth } from './handshake-auth.ts';
import { closeRedis } from './redis-connection.ts';
import { rooms } from './rooms.ts';
import { sweepSessions } from './session-sweep.ts';
import {
  attachRedisAdapter,
  createSocketServer,
  type RedisClients,
  type SocketServerOptions,
} from './socket-server.ts';
import type { RealtimeServer } from './socket-types.ts';

export type { MessageBus, MessageHandler, MessageMeta } from './message-bus.ts';
export { announceRecordChange } from './record-changes.ts';
export { rooms } from './rooms.ts';
export type { RealtimeServer } from './socket-types.ts';

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
    /** Cross-instance bus of named JSON messages (Redis pub/sub when configured); not sports events. */
    bus: MessageBus;
  }
}

export interface RealtimeOptions extends SocketServerOptions {
  /** How often live sockets are re-checked against their session (logout, disabled account). */
  sessionCheckIntervalMs?: number;
}

/**
 * The live channel: the socket.io server and its Redis adapter (`socket-server.ts`), the
 * handshake's sign-in (`handshake-auth.ts`), admin rooms (`admin-subscription.ts`), the
 * periodic session re-check (`session-sweep.ts`) and the cross-instance message bus
 * (`message-bus.ts`), wired to Fastify's life cycle here.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const io = createSocketServer(app.server, options);
    let redis: RedisClients | undefined;
    if (options.redisUrl) redis = await attachRedisAdapter(io, options.redisUrl, app.log);
    const bus = createMessageBus(app.log, redis && { pub: redis.pub, sub: redis.busSub });

    useHandshakeAuth(io, app.resolveToken, app.log);
    io.on('connection', (socket) => {
      const { auth } = socket.data;
      void socket.join([rooms.user(auth.userId), rooms.session(auth.sessionId)]);
      handleAdminSubscribe(socket, app.resolveToken, app.log, app.waitsForTwoFactor);
    });

    const checkSessions = () => sweepSessions(io, app.db);
    const timer = setInterval(() => {
      checkSessions().catch((error: unknown) =>
        app.log.warn({ err: error }, 'live session check failed'),
      );
    }, options.sessionCheckIntervalMs ?? 60_000);
    timer.unref();

    app.decorate('realtime', {
      io,
      endSession: (sessionId: string) => io.in(rooms.session(sessionId)).disconnectSockets(true),
      endUser: (userId: string) => io.in(rooms.user(userId)).disconnectSockets(true),
      checkSessions,
    });
    app.decorate('bus', bus);

    // Open WebSockets would keep the HTTP server from closing: end them before Fastify closes it.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await bus.close();
      // Not io.close(): it would close the HTTP server, which is Fastify's to close.
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      if (redis) await Promise.allSettled([redis.pub, redis.sub, redis.busSub].map(closeRedis));
    });
  },
  { name: 'realtime', dependencies: ['auth', 'database'] },
);
