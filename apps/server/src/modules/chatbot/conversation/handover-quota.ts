import { FORM_RATE_LIMIT } from '@streamfront/contract';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Hand-overs per address: each one creates a query and notifies every admin, like the
 * contact form, so it gets the public forms' quota. Shared by all instances through Redis.
 */
export class HandoverQuota {
  readonly #limiter: RateLimiterAbstract;

  constructor(redis: Redis | undefined) {
    const options = {
      keyPrefix: 'sf-chat-handover',
      points: FORM_RATE_LIMIT.max,
      duration: FORM_RATE_LIMIT.windowMinutes * 60,
    };
    this.#limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Spends one hand-over of this address; false when its quota is used up. */
  async allow(ip: string): Promise<boolean> {
    try {
      await this.#limiter.consume(ip);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
