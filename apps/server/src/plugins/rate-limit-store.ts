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
