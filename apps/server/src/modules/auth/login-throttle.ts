import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Higher than per account: households and offices share one address. */
export const MAX_FAILURES_PER_IP = 20;

function limiter(redis: Redis | undefined, keyPrefix: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: WINDOW_SECONDS };
  return redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
}

/**
 * Counts failed logins per IP and per account; checked before any password hashing so a
 * flood of guesses costs the server almost nothing.
 */
export class LoginThrottle {
  readonly #byIp: RateLimiterAbstract;
  readonly #byAccount: RateLimiterAbstract;

  constructor(redis: Redis | undefined) {
    this.#byIp = limiter(redis, 'sf-login-ip', MAX_FAILURES_PER_IP);
    this.#byAccount = limiter(redis, 'sf-login-acct', MAX_FAILURES_PER_ACCOUNT);
  }

  /** Seconds to wait, or 0 when this attempt may go ahead. */
  async blockedFor(ip: string, email: string): Promise<number> {
    const [ipState, accountState] = await Promise.all([
      this.#byIp.get(ip),
      this.#byAccount.get(email),
    ]);
    const waits = [
      [ipState, MAX_FAILURES_PER_IP],
      [accountState, MAX_FAILURES_PER_ACCOUNT],
    ] as const;
    let wait = 0;
    for (const [state, max] of waits) {
      if (state && state.consumedPoints >= max)
        wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
    }
    return wait;
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.#byIp.penalty(ip, 1).catch(ignoreLimit),
      this.#byAccount.penalty(email, 1).catch(ignoreLimit),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.#byAccount.delete(email);
  }
}

function ignoreLimit(error: unknown) {
  if (error instanceof RateLimiterRes) return;
  throw error;
}
