import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  adminOf,
  as,
  newCustomer,
  newPackage,
  type PackageFields,
  type TestAdmin,
  type TestCustomer,
  type TestPackage,
} from './order-kit.ts';
import { useTestApp } from './use-test-app.ts';

// Apart from order-kit.ts on purpose: the PostgreSQL pass (postgres-pass.ts) picks every test
// file that imports a helper starting a test app, and the order kit's factories also serve
// files that run on PostgreSQL already (races, clusters).

export interface ShopTestApp {
  readonly app: FastifyInstance;
  readonly admin: TestAdmin;
  /** Made when asked for (`customer: true`). */
  readonly customer: TestCustomer;
  /** Made by the admin when asked for (`package: { … }`). */
  readonly pkg: TestPackage;
}

/**
 * The set-up the shop's tests share: one app for the file (or the `describe` it is called in,
 * like `useTestApp`), and before the first test its admin signed in, plus a customer and a
 * package on sale when asked for. Read the fields inside hooks and tests.
 */
export function useShopTestApp(
  options: { customer?: boolean; package?: PackageFields } = {},
): ShopTestApp {
  const t = useTestApp();
  const made: { admin?: TestAdmin; customer?: TestCustomer; pkg?: TestPackage } = {};
  beforeAll(async () => {
    made.admin = await adminOf(t.app);
    if (options.customer) made.customer = await newCustomer(t.app);
    if (options.package) made.pkg = await newPackage(t.app, made.admin, options.package);
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useShopTestApp: no ${what} (asked for? read it in a test)`);
    return value;
  };
  return {
    get app() {
      return t.app;
    },
    get admin() {
      return ready(made.admin, 'admin');
    },
    get customer() {
      return ready(made.customer, 'customer');
    },
    get pkg() {
      return ready(made.pkg, 'package');
    },
  };
}

/** A call named in a table: method, URL and, for writes, a valid body. */
export type RouteCall = [method: string, url: string, payload?: object];

/** One test per route: 401 to a caller without a token, 403 to the file's customer. */
export function itIsForAdminsOnly(t: ShopTestApp, routes: RouteCall[]) {
  it.each(routes)('%s %s: 401 anonymous, 403 customer', async (method, url, payload) => {
    const options = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
    expect((await t.app.inject(options)).statusCode).toBe(401);
    expect((await t.app.inject(as(t.customer, options))).statusCode).toBe(403);
  });
}
