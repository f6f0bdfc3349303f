import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, newCustomer } from '../testing/order-kit.ts';
import { useTestApp } from '../testing/use-test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const t = useTestApp({ metricsToken: TOKEN });

const scrape = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of the one sample whose name and labels are given, or 0. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  it('is for the operator with the token only', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('streamfront_');
    }
  });

  it('counts requests by route pattern, not by the URL asked for', async () => {
    const customer = await newCustomer(t.app);
    const labels = { method: 'GET', route: '/api/orders/:id', status_class: '4xx' };
    const before = sample(await scrape(), 'streamfront_http_requests_total', labels);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject(
        as(customer, { method: 'GET', url: `/api/orders/${randomUUID()}` }),
      );
      expect(res.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'streamfront_http_requests_total', labels)).toBe(before + 3);
    expect(text).not.toMatch(/route="\/api\/orders\/[0-9a-f]{8}-/);
    expect(
      sample(text, 'streamfront_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(3);
    // The shared figures and Node's own are there too.
    expect(text).toMatch(/^streamfront_jobs\{kind="[^"]+",state="[a-z]+"\} \d+$/m);
    expect(text).toMatch(/^streamfront_mail_messages\{state="[a-z]+"\} \d+$/m);
    expect(text).toContain('streamfront_socket_connections 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('does not make 10,000 series of 10,000 URLs', async () => {
    const seriesCount = (text: string) =>
      text.split('\n').filter((l) => l.startsWith('streamfront_http_requests_total{')).length;
    const before = seriesCount(await scrape());
    for (let i = 0; i < 10_000; i += 1) {
      await t.app.inject({ method: 'GET', url: `/api/nothing-here-${i}?q=${i}` });
    }
    const text = await scrape();
    expect(seriesCount(text) - before).toBeLessThanOrEqual(2);
    expect(
      sample(text, 'streamfront_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(10_000);
  }, 120_000);

  it('counts refusals for too many tries', async () => {
    const before = sample(await scrape(), 'streamfront_rate_limit_refusals_total', {
      route: '/api/auth/login',
    });
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.55.0.1',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);
    expect(
      sample(await scrape(), 'streamfront_rate_limit_refusals_total', { route: '/api/auth/login' }),
    ).toBe(before + 1);
  });
});

describe('without METRICS_TOKEN', () => {
  const plain = useTestApp();
  it('has no metrics route that answers figures', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('streamfront_http_requests_total');
  });
});
