/** A quota as the contract states it: at most `max` in `windowMinutes`, per address. */
export interface Quota {
  readonly max: number;
  readonly windowMinutes: number;
}

/**
 * A contract quota as a route's `config`, in place of the API-wide one: plugins/rate-limit.ts
 * reads `config.rateLimit` (milliseconds) and answers 429 with Retry-After beyond it.
 */
export const routeRateLimit = (quota: Quota) => ({
  rateLimit: { max: quota.max, timeWindow: quota.windowMinutes * 60_000 },
});
