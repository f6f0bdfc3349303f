import { FORM_RATE_LIMIT } from '@streamfront/contract';
import type { Redis } from 'ioredis';
import {
  createLimiter,
  take,
  type RateLimiterAbstract,
} from '../../../plugins/rate-limit-store.ts';

/**
 * Hand-overs per address: each one creates a query and notifies every admin, like the
 * contact form, so it gets the public forms' quota. Shared by all instances through Redis.
 */
export class HandoverQuota {
  readonly #limiter: RateLimiterAbstract;

  constructor(redis: Redis | undefined) {
    this.#limiter = createLimiter(redis, {
      keyPrefix: 'sf-chat-handover',
      points: FORM_RATE_LIMIT.max,
      durationSeconds: FORM_RATE_LIMIT.windowMinutes * 60,
    });
  }

  /** Spends one hand-over of this address; false when its quota is used up. */
  async allow(ip: string): Promise<boolean> {
    return (await take(this.#limiter, ip)).allowed;
  }
}
