import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { createLimiter, MemoryQuota, take } from './rate-limit-store.ts';

let redis: Redis | undefined;
afterEach(() => redis?.disconnect());

describe('a limiter whose Redis is away', () => {
  it('answers every call at once from its in-memory insurance, still counting', async () => {
    // Nothing listens there: ioredis keeps reconnecting, holding commands in its queue.
    redis = new Redis(`redis://127.0.0.1:${await freePort()}`);
    redis.on('error', () => undefined);
    const limiter = createLimiter(redis, { keyPrefix: 'sf-test', points: 2, durationSeconds: 60 });

    const started = Date.now();
    expect((await take(limiter, 'a')).allowed).toBe(true);
    expect((await take(limiter, 'a')).allowed).toBe(true);
    expect((await take(limiter, 'a')).allowed).toBe(false);
    expect((await limiter.get('a'))?.consumedPoints).toBe(3);
    await limiter.reward('a', 2);
    // What a good sign-in calls: before decision 036 it alone waited ≈10 s here.
    await limiter.delete('a');
    await limiter.set('b', 1, 60);
    expect((await limiter.get('a'))?.consumedPoints ?? 0).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 30_000);
});

describe('a quota counted in memory', () => {
  afterEach(() => void vi.useRealTimers());

  it('counts per key over a window that starts at its first point, then starts afresh', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12, 0, 0) });
    const quota = new MemoryQuota(3, 60);
    expect([1, 2, 3, 4].map(() => quota.take('10.0.0.1'))).toEqual([
      { allowed: true, remaining: 2, msBeforeNext: 60_000 },
      { allowed: true, remaining: 1, msBeforeNext: 60_000 },
      { allowed: true, remaining: 0, msBeforeNext: 60_000 },
      { allowed: false, remaining: 0, msBeforeNext: 60_000 },
    ]);
    // Another address has its own window.
    expect(quota.take('10.0.0.2')).toMatchObject({ allowed: true, remaining: 2 });
    vi.advanceTimersByTime(45_000);
    expect(quota.take('10.0.0.1')).toEqual({ allowed: false, remaining: 0, msBeforeNext: 15_000 });
    vi.advanceTimersByTime(15_000);
    expect(quota.take('10.0.0.1')).toEqual({ allowed: true, remaining: 2, msBeforeNext: 60_000 });
  });
});
