import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './http-errors.ts';
import {
  createQuotaCounter,
  secondsUntil,
  type QuotaCounter,
  type QuotaState,
} from './rate-limit-store.ts';

/** A stricter per-address quota for one route, in place of the API-wide one. */
export interface RouteRateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
  interface FastifyInstance {
    /**
     * Counts a request that failed before routing (no hook runs for it) against the API-wide
     * quota of `ip`, when `url` is an API path: its quota headers and, over the quota, the
     * seconds to wait; null when the path is not the API's. A scanner's malformed or
     * over-long URLs spend the same budget as any other request.
     */
    takeUnroutedQuota?: (ip: string, url: string) => Promise<QuotaTaken | null>;
    /**
     * Takes a point of the API-wide quota of `ip`, as the hook does for a routed request:
     * for a warm answer sent before routing (warm-answers.ts). At once on one instance.
     */
    takeApiQuota?: (ip: string) => QuotaTaken | Promise<QuotaTaken>;
  }
}

export interface RateLimitOptions {
  /** Requests per IP per minute across the API. */
  perMinute: number;
  redis: Redis | undefined;
}

/** One point taken: the `x-ratelimit-*` headers, and the seconds to wait when over the quota. */
export interface QuotaTaken {
  headers: Record<string, string>;
  wait: number | null;
}

interface Quota {
  counter: QuotaCounter;
  max: number;
}

/** The answer over a quota: 429, with how long to wait in `retry-after` and in words. */
export const overQuota = (wait: number) =>
  tooManyRequests(wait, `Too many requests. Please try again in ${wait} seconds.`);

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * How a path that matched no route would read once the router's own leniencies are undone:
 * percent-decoded (repeatedly, so `%2561` counts too), slashes collapsed, lower case. Only
 * unknown paths need this; a matched route is judged by its declared URL.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '/';
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.replace(/[\\/]+/g, '/').toLowerCase();
}

/**
 * Per-address quotas over the API, so every answer carries the `x-ratelimit-*` headers the
 * web client reads (spec §7). Which quota applies is decided from the route the router
 * matched (its declared URL and `config.rateLimit`), never from the raw URL: `/%61pi/...`
 * reaches the same route as `/api/...` and must be counted the same. Points are taken before
 * the handler runs, atomically, so parallel requests cannot overshoot. With Redis the counts
 * are shared by every instance.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const api: Quota = {
      max: options.perMinute,
      counter: createQuotaCounter(options.redis, {
        keyPrefix: 'sf-rl:api',
        points: options.perMinute,
        durationSeconds: 60,
      }),
    };
    const routeQuotas = new Map<string, Quota>();

    function routeQuota(route: string, limit: RouteRateLimit): Quota {
      let quota = routeQuotas.get(route);
      if (!quota) {
        quota = {
          max: limit.max,
          counter: createQuotaCounter(options.redis, {
            keyPrefix: `sf-rl:${route}`,
            points: limit.max,
            durationSeconds: Math.max(1, Math.ceil(limit.timeWindow / 1000)),
          }),
        };
        routeQuotas.set(route, quota);
      }
      return quota;
    }

    function quotaFor(request: FastifyRequest): Quota | undefined {
      const { url, method, config } = request.routeOptions;
      if (url === undefined) return isApiPath(normalisedPath(request.url)) ? api : undefined;
      if (config.rateLimit) {
        // HEAD is answered by the GET route: one quota for both.
        const verb = method === 'HEAD' ? 'GET' : String(method);
        return routeQuota(`${verb}:${url}`, config.rateLimit);
      }
      return isApiPath(url) ? api : undefined;
    }

    /** The headers a taken point answers with, and the wait when it was over the quota. */
    function taken(quota: Quota, state: QuotaState): QuotaTaken {
      const reset = secondsUntil(state.msBeforeNext);
      return {
        headers: {
          'x-ratelimit-limit': String(quota.max),
          'x-ratelimit-remaining': String(state.remaining),
          'x-ratelimit-reset': String(reset),
        },
        wait: state.allowed ? null : reset,
      };
    }

    // A callback hook, not an async one: on one instance the point is taken at once, and the
    // request goes on without a promise of its own.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
      const quota = quotaFor(request);
      if (!quota) return done();
      const answer = (state: QuotaState) => {
        const { headers, wait } = taken(quota, state);
        void reply.headers(headers);
        done(wait === null ? undefined : overQuota(wait));
      };
      const state = quota.counter.take(request.ip);
      if (state instanceof Promise) state.then(answer, done);
      else answer(state);
    });

    app.decorate('takeApiQuota', (ip: string) => {
      const state = api.counter.take(ip);
      return state instanceof Promise ? state.then((s) => taken(api, s)) : taken(api, state);
    });

    app.decorate('takeUnroutedQuota', async (ip: string, url: string) =>
      isApiPath(normalisedPath(url)) ? taken(api, await api.counter.take(ip)) : null,
    );
  },
  { name: 'rate-limit' },
);
