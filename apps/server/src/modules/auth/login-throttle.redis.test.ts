import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../testing/test-cluster.ts';
import { LoginThrottle, MAX_FAILURES_PER_ACCOUNT_AND_IP } from './login-throttle.ts';

/** Two instances sharing Redis; fails (never skips) when Redis is missing. */
let redisA: Redis;
let redisB: Redis;
beforeAll(async () => {
  redisA = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  redisB = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  await Promise.all([redisA.ping(), redisB.ping()]);
});
afterAll(async () => {
  await Promise.allSettled([redisA?.quit(), redisB?.quit()]);
});

describe('login throttle over Redis', () => {
  it('100 parallel attempts on two instances take exactly the allowance', async () => {
    const email = `parallel-${randomUUID()}@example.com`;
    const ip = '10.77.0.1';
    const a = new LoginThrottle(redisA);
    const b = new LoginThrottle(redisB);
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).attempt(ip, email)),
    );
    expect(attempts.filter((x) => x.allowed)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_IP);
    const refused = attempts.filter((x) => !x.allowed);
    expect(refused).toHaveLength(100 - MAX_FAILURES_PER_ACCOUNT_AND_IP);
    for (const x of refused) expect(x.retryAfterSeconds).toBeGreaterThan(0);
    // The owner elsewhere is unaffected, and a right password there gives its point back.
    const elsewhere = await a.attempt('10.77.0.2', email);
    expect(elsewhere.allowed).toBe(true);
    if (elsewhere.allowed) await elsewhere.succeeded();
  });
});
