import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createOriginCheck } from './origin.ts';
import { connectRedis } from './redis-connection.ts';
import type { RealtimeServer } from './socket-types.ts';

export interface SocketServerOptions {
  publicUrl: string | undefined;
  trustProxy: boolean;
  redisUrl: string | undefined;
}

export interface RedisClients {
  pub: Redis;
  sub: Redis;
  /** The message bus's own subscriber: a subscribed connection can issue no other command. */
  busSub: Redis;
}

/**
 * socket.io on the Fastify HTTP server at /socket.io (spec §7), Origin checked before
 * anything else. Connection-state recovery is off: the Redis pub/sub adapter cannot replay
 * missed packets, and clients refetch on reconnect instead.
 */
export function createSocketServer(
  httpServer: HttpServer,
  options: SocketServerOptions,
): RealtimeServer {
  const originAllowed = createOriginCheck(options);
  return new Server(httpServer, {
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
}

/** Shares broadcasts between instances through Redis; resolves once this one hears them. */
export async function attachRedisAdapter(
  io: RealtimeServer,
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<RedisClients> {
  const [pub, sub, busSub] = await Promise.all(
    ['socket-pub', 'socket-sub', 'bus-sub'].map((name) => connectRedis(redisUrl, name, log)),
  );
  const clients = { pub: pub!, sub: sub!, busSub: busSub! };
  io.adapter(createAdapter(clients.pub, clients.sub, { key: 'streamfront:socket.io' }));
  // The adapter's SUBSCRIBE commands are queued before this PING, so once it answers this
  // instance hears every broadcast published from now on.
  await clients.sub.ping();
  return clients;
}
