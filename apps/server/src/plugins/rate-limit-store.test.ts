import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { createLimiter, take } from './rate-limit-store.ts';

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
