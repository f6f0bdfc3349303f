import { LOGIN_FAILURE_LIMITS } from '@streamfront/contract';
import type { Redis } from 'ioredis';
import {
  createLimiter,
  secondsUntil,
  take,
  type RateLimiterAbstract,
} from '../../plugins/rate-limit-store.ts';

const WINDOW_SECONDS = LOGIN_FAILURE_LIMITS.windowMinutes * 60;
/** Under 24.8 days: the in-memory store expires keys with a 32-bit setTimeout. */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

export type LoginAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The password was right: the attempt is given back and the address remembered. */
      succeeded(): Promise<void>;
    };

/**
 * Counts sign-in attempts per (account, address), per address, and per account. A point is
 * taken from each before the password is checked, atomically, so a burst of parallel guesses
 * gets no more tries than a patient one; a right password gives its points back.
 * `prefix` names a set of counters of its own: two-factor codes have theirs (`sf-2fa`), so a
 * right password never gives back the points wrong codes took (decision 061).
 */
export class LoginThrottle {
  readonly #byPair: RateLimiterAbstract;
  readonly #byIp: RateLimiterAbstract;
  readonly #byAccount: RateLimiterAbstract;
  readonly #knownAddresses: RateLimiterAbstract;

  constructor(redis: Redis | undefined, prefix = 'sf-login') {
    const limiter = (name: string, points: number, durationSeconds = WINDOW_SECONDS) =>
      createLimiter(redis, { keyPrefix: `${prefix}-${name}`, points, durationSeconds });
    this.#byPair = limiter('pair', LOGIN_FAILURE_LIMITS.perAccountAndAddress);
    this.#byIp = limiter('ip', LOGIN_FAILURE_LIMITS.perAddress);
    this.#byAccount = limiter('acct', LOGIN_FAILURE_LIMITS.perAccount);
    this.#knownAddresses = limiter('known', 1, KNOWN_ADDRESS_SECONDS);
  }

  async attempt(ip: string, email: string): Promise<LoginAttempt> {
    const pair = `${email}|${ip}`;
    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = () =>
      Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1))).then(() => undefined);

    const known = (await this.#knownAddresses.get(pair)) !== null;
    const checks: [RateLimiterAbstract, string][] = [
      [this.#byPair, pair],
      [this.#byIp, ip],
      // The owner's usual addresses skip the spread-out ceiling: an attacker cannot lock them out.
      ...(known ? [] : [[this.#byAccount, email] as [RateLimiterAbstract, string]]),
    ];
    for (const [limiter, key] of checks) {
      const { allowed, state } = await take(limiter, key);
      if (!allowed) {
        // Only the counter that refused keeps the point: the others did not see an attempt.
        await giveBack();
        return { allowed: false, retryAfterSeconds: secondsUntil(state.msBeforeNext) };
      }
      taken.push([limiter, key]);
    }

    return {
      allowed: true,
      succeeded: async () => {
        await Promise.all([
          this.#byPair.delete(pair),
          this.#byIp.reward(ip, 1),
          known ? undefined : this.#byAccount.reward(email, 1),
          this.#knownAddresses.set(pair, 1, KNOWN_ADDRESS_SECONDS),
        ]);
      },
    };
  }
}
