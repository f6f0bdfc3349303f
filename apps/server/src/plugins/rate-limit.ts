import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests per IP per minute across the API. */
  perMinute: number;
  redis: Redis | undefined;
}

/**
 * A generous per-IP quota over the whole API, so every answer carries the
 * `x-ratelimit-*` headers the web client reads (spec §7). Stricter quotas for logins and
 * public forms are set per route. With Redis the counts are shared by every instance.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: 'sf-rl:' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
});
