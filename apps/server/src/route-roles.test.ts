import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAsAdmin, registerUser } from './testing/test-app.ts';
import { concreteUrl } from './testing/route-urls.ts';
import { useTestApp } from './testing/use-test-app.ts';

/**
 * Every route the server has, taken from its own route table (so a route added later is
 * walked too), against each role: no admin route answers anyone but an admin, and no route
 * answers a 5xx to a caller without a token.
 */

describe('every route against every role', () => {
  const test = useTestApp();
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    customer = (await registerUser(test.app)).token;
    admin = (await loginAsAdmin(test.app)).token;
  });

  const apiRoutes = () =>
    test.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
  const adminRoutes = () => apiRoutes().filter((route) => route.url.startsWith('/api/admin/'));

  async function call(method: string, url: string, token?: string) {
    const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
    return test.app.inject({
      method: method as 'GET',
      url: concreteUrl(url),
      headers: token ? bearer(token) : {},
      ...(withBody ? { payload: {} } : {}),
    });
  }

  it('takes the routes from the server itself: every admin section is in the table', () => {
    const sections = new Set(adminRoutes().map((route) => route.url.split('/')[3]));
    for (const section of [
      'services',
      'orders',
      'promo-codes',
      'finance',
      'dashboard',
      'queries',
      'vod-requests',
      'content-reports',
      'events',
      'notifications',
      'chatbot',
      'audit-log',
    ]) {
      expect(sections, section).toContain(section);
    }
    expect(adminRoutes().length).toBeGreaterThan(50);
  });

  it('refuses every admin route without a token (401) and to a customer (403)', async () => {
    const wrong: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 401)
        wrong.push(`${method} ${url} anonymous: ${anonymous.statusCode}`);
      const asCustomer = await call(method, url, customer);
      if (asCustomer.statusCode !== 403)
        wrong.push(`${method} ${url} customer: ${asCustomer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an admin on every admin route without a server error', async () => {
    const wrong: string[] = [];
    for (const { method, url } of adminRoutes()) {
      // Reads only: writes with an empty body are refused by validation, reads must work.
      if (method !== 'GET') continue;
      const answer = await call(method, url, admin);
      if (answer.statusCode >= 500 || answer.statusCode === 401 || answer.statusCode === 403)
        wrong.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never answers a 5xx to a caller without a token, on any route', async () => {
    const wrong: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const answer = await call(method, url);
      if (answer.statusCode >= 500) wrong.push(`${method} ${url}: ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
