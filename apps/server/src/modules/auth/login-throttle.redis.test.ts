import { randomInt, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/test-app.ts';
import { createTestCluster, TEST_REDIS_URL, type TestCluster } from '../../testing/test-cluster.ts';
import { LOGIN_FAILURE_LIMITS } from '@streamfront/contract';
import { LoginThrottle } from './login-throttle.ts';

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

// Redis outlives a test run and keeps its counts for 15 minutes: every run speaks from
// addresses of its own, or a second run within that time would start blocked.
const runPrefix = `10.${randomInt(256)}.${randomInt(256)}`;
const runAddress = (n: number) => `${runPrefix}.${n}`;

describe('login throttle over Redis', () => {
  it('100 parallel attempts on two instances take exactly the allowance', async () => {
    const email = `parallel-${randomUUID()}@example.com`;
    const ip = runAddress(1);
    const a = new LoginThrottle(redisA);
    const b = new LoginThrottle(redisB);
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).attempt(ip, email)),
    );
    expect(attempts.filter((x) => x.allowed)).toHaveLength(
      LOGIN_FAILURE_LIMITS.perAccountAndAddress,
    );
    const refused = attempts.filter((x) => !x.allowed);
    expect(refused).toHaveLength(100 - LOGIN_FAILURE_LIMITS.perAccountAndAddress);
    for (const x of refused) expect(x.retryAfterSeconds).toBeGreaterThan(0);
    // The owner elsewhere is unaffected, and a right password there gives its point back.
    const elsewhere = await a.attempt(runAddress(2), email);
    expect(elsewhere.allowed).toBe(true);
    if (elsewhere.allowed) await elsewhere.succeeded();
  });
});

describe('sign-in on two running instances', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await createTestCluster();
  });
  afterAll(() => cluster?.close());

  it('100 parallel wrong passwords spread over both get the allowance once, then 429', async () => {
    const { a, b } = cluster;
    const account = await registerUser(a);
    const ip = runAddress(3);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: account.user.email, password: `Wrong-password-${i}` },
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_FAILURE_LIMITS.perAccountAndAddress);
    expect(codes.filter((c) => c === 429)).toHaveLength(
      100 - LOGIN_FAILURE_LIMITS.perAccountAndAddress,
    );
    // Still blocked on either instance, right password or not; the owner elsewhere signs in.
    for (const app of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: account.user.email, password: account.password },
      });
      expect(res.statusCode).toBe(429);
    }
    const elsewhere = await b.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: runAddress(4),
      payload: { email: account.user.email, password: account.password },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
