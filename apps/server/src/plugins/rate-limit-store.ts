import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export { RateLimiterRes, type RateLimiterAbstract };

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

type Delete = (this: RateLimiterRedis, key: string) => Promise<boolean>;
const redisDelete = (RateLimiterRedis.prototype as unknown as { _delete: Delete })._delete;

/**
 * `rejectIfRedisNotReady` guards every Redis command of the library but `del` (`delete`, which
 * a good sign-in calls): it would still wait in ioredis's offline queue for retries that take
 * longer each time, up to seconds per sign-in while Redis is away. Refused at once instead, the
 * insurance limiter answers as it does for the other commands.
 */
class ReadyRedisLimiter extends RateLimiterRedis {
  readonly #redis: Redis;
  constructor(redis: Redis, options: ConstructorParameters<typeof RateLimiterRedis>[0]) {
    super(options);
    this.#redis = redis;
  }

  _delete(key: string): Promise<boolean> {
    if (this.#redis.status !== 'ready') {
      return Promise.reject(new Error('Redis connection is not ready'));
    }
    return redisDelete.call(this, key);
  }
}

/**
 * One counter, shared by every instance through Redis when there is one. `consume` is atomic
 * in both stores, which is what lets callers take a point before doing the work it guards.
 * If Redis stops answering, or is not connected at all, the in-memory insurance limiter keeps
 * counting on this instance rather than letting everything through.
 */
export function createLimiter(redis: Redis | undefined, options: LimiterOptions) {
  const base = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  return redis
    ? new ReadyRedisLimiter(redis, {
        ...base,
        storeClient: redis,
        // While Redis is away, ioredis holds each command until it has retried its connection
        // (seconds, per request); asking the insurance limiter at once keeps answers fast.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(base),
      })
    : new RateLimiterMemory(base);
}

/** The limiter's answer either way: a refusal is a rejected promise carrying a RateLimiterRes. */
export async function take(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ allowed: boolean; state: RateLimiterRes }> {
  try {
    return { allowed: true, state: await limiter.consume(key) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, state: error };
    throw error;
  }
}

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One point taken from a quota: whether it was there, what is left, and when it refills. */
export interface QuotaState {
  allowed: boolean;
  remaining: number;
  msBeforeNext: number;
}

/** Takes points per key: at once in memory, through a promise with Redis. */
export interface QuotaCounter {
  take(key: string): QuotaState | Promise<QuotaState>;
}

/**
 * The same counting as the library's memory store (a key's window starts at its first point
 * and lasts `durationSeconds`), without a promise, a timer and two objects per request: every
 * API request takes a point, and on one instance nothing needs to wait for an answer.
 */
export class MemoryQuota implements QuotaCounter {
  readonly #points: number;
  readonly #durationMs: number;
  readonly #windows = new Map<string, { used: number; endsAt: number }>();

  constructor(points: number, durationSeconds: number) {
    this.#points = points;
    this.#durationMs = durationSeconds * 1000;
    // Ended windows are dropped in one pass per window, not with a timer each.
    setInterval(() => this.#sweep(), this.#durationMs).unref();
  }

  take(key: string): QuotaState {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { used: 0, endsAt: now + this.#durationMs };
      this.#windows.set(key, window);
    }
    window.used += 1;
    return {
      allowed: window.used <= this.#points,
      remaining: Math.max(0, this.#points - window.used),
      msBeforeNext: window.endsAt - now,
    };
  }

  #sweep() {
    const now = Date.now();
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}

/** A quota counted in memory on one instance, or in Redis across all of them. */
export function createQuotaCounter(
  redis: Redis | undefined,
  options: LimiterOptions,
): QuotaCounter {
  if (!redis) return new MemoryQuota(options.points, options.durationSeconds);
  const limiter = createLimiter(redis, options);
  return {
    take: async (key) => {
      const { allowed, state } = await take(limiter, key);
      return { allowed, remaining: state.remainingPoints, msBeforeNext: state.msBeforeNext };
    },
  };
}
