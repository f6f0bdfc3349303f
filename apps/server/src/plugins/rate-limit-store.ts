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

/**
 * One counter, shared by every instance through Redis when there is one. `consume` is atomic
 * in both stores, which is what lets callers take a point before doing the work it guards.
 * If Redis stops answering, the in-memory insurance limiter keeps counting on this instance
 * rather than letting everything through.
 */
export function createLimiter(redis: Redis | undefined, options: LimiterOptions) {
  const base = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  return redis
    ? new RateLimiterRedis({
        ...base,
        storeClient: redis,
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
