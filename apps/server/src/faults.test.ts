import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDir } from './config-data-dir.ts';
import { createDatabase, type Database } from './db/client.ts';
import { call } from './testing/http-client.ts';
import {
  startServerProcess,
  stopServerProcesses,
  tempDataDir,
  type ServerProcess,
} from './testing/server-process.ts';
import { TEST_POSTGRES_URL } from './testing/test-cluster.ts';
import { createThrowawayDatabase } from './testing/throwaway-postgres.ts';
import { TEST_ADMIN } from './testing/test-database.ts';

// Issue 13 §9: the server is killed (SIGKILL, no shutdown hook) while orders and public forms
// are being posted. Whatever it answered 2xx must be in the database after a restart, and no
// write may be half done: an order without its first timeline entry, a code's use counted
// without its redemption, a requested title without anyone who asked for it.

type Envelope<T> = { success: boolean; data: T; message?: string };

/** A database the server stores in, and how the test reads it once the server is gone. */
interface Store {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const drop of drops.splice(0)) await drop();
});

function pgliteStore(): Store {
  const dataDir = tempDataDir();
  return {
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ dataDir: pgliteDir(dataDir) }),
    drop: async () => undefined,
  };
}

/** A throwaway database on the shared PostgreSQL; the server migrates and seeds it itself. */
async function postgresStore(): Promise<Store> {
  const throwaway = await createThrowawayDatabase(TEST_POSTGRES_URL, 'sf_faults');
  return {
    env: { DATA_DIR: tempDataDir(), DATABASE_URL: throwaway.url },
    open: () => createDatabase({ databaseUrl: throwaway.url }),
    drop: throwaway.drop,
  };
}

const stores: { name: string; make: () => Promise<Store> }[] = [
  { name: 'embedded PGlite in DATA_DIR', make: async () => pgliteStore() },
  { name: 'PostgreSQL', make: postgresStore },
];

async function ok<T>(answer: Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return (body as Envelope<T>).data;
}

/** What one post sent and, when the server answered 2xx, the id it answered with. */
interface Post {
  kind: 'order' | 'promo order' | 'contact' | 'vod' | 'report';
  email: string;
  status?: number;
  id?: string;
}

const KINDS: Post['kind'][] = ['order', 'contact', 'promo order', 'vod', 'report'];

function send(server: ServerProcess, post: Post, n: number, ctx: Shop) {
  const base = server.url;
  switch (post.kind) {
    case 'order':
    case 'promo order':
      return call<Envelope<{ id: string }>>(base, 'POST', '/api/orders', {
        token: ctx.customer,
        body: {
          serviceId: ctx.packageId,
          ...(post.kind === 'promo order' ? { promoCode: ctx.promoCode } : {}),
        },
      });
    case 'contact':
      return call<Envelope<{ id: string }>>(base, 'POST', '/api/contact', {
        body: {
          name: 'Stream Tester',
          email: post.email,
          subject: `Question ${n}`,
          message: `Does package ${n} include sports?`,
        },
      });
    case 'vod':
      return call<Envelope<{ id: string }>>(base, 'POST', '/api/vod-requests', {
        body: { title: `Fault film ${n % 7}`, type: 'movie', email: post.email },
      });
    case 'report':
      return call<Envelope<{ id: string }>>(base, 'POST', '/api/content-reports', {
        body: {
          subject: `Channel ${n}`,
          problemType: 'buffering',
          details: 'The picture freezes every few seconds.',
          email: post.email,
        },
      });
  }
}

interface Shop {
  customer: string;
  packageId: string;
  promoCode: string;
  promoId: string;
}

/** The admin makes a package and a code; a customer signs up. All through the API. */
async function openShop(server: ServerProcess): Promise<Shop> {
  const base = server.url;
  const admin = await ok<{ token: string }>(
    call(base, 'POST', '/api/auth/login', { body: TEST_ADMIN }),
  );
  const pkg = await ok<{ id: string }>(
    call(base, 'POST', '/api/admin/services', {
      token: admin.token,
      body: { name: 'Fault Package', price: 2500, periodMonths: 1, maxDevices: 2 },
    }),
    201,
  );
  const promo = await ok<{ id: string; code: string }>(
    call(base, 'POST', '/api/admin/promo-codes', {
      token: admin.token,
      body: {
        code: 'FAULTS10',
        discountType: 'percent',
        discountValue: 10,
        maxUsesPerCustomer: null,
      },
    }),
    201,
  );
  const customer = await ok<{ token: string }>(
    call(base, 'POST', '/api/auth/register', {
      body: {
        name: 'Fault Customer',
        email: `fault.customer.${Date.now()}@example.com`,
        password: 'Correct-Horse-Battery-9',
      },
    }),
    201,
  );
  return { customer: customer.token, packageId: pkg.id, promoCode: promo.code, promoId: promo.id };
}

/**
 * Posts from several clients at once until told to stop. Each post is recorded before it is
 * sent; a post the server never answered (it died first) keeps no status.
 */
function stream(server: ServerProcess, shop: Shop, clients: number) {
  const posts: Post[] = [];
  let stopped = false;
  let inFlight = 0;
  let n = 0;
  const client = async () => {
    while (!stopped && n < 150) {
      n += 1;
      const post: Post = {
        kind: KINDS[n % KINDS.length]!,
        email: `visitor${n}.${randomBytes(3).toString('hex')}@example.com`,
      };
      posts.push(post);
      inFlight += 1;
      try {
        const answer = await send(server, post, n, shop);
        post.status = answer.status;
        if (answer.status >= 200 && answer.status < 300) post.id = answer.body.data.id;
      } catch {
        // No answer: the server died with this request in flight.
      } finally {
        inFlight -= 1;
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    posts,
    inFlight: () => inFlight,
    answered: () => posts.filter((p) => p.status !== undefined && p.status < 300).length,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe.each(stores)('kill -9 during a stream of posts, on $name', ({ make }) => {
  it('keeps every answered post and no half-written row after a restart', async () => {
    const store = await make();
    drops.push(() => store.drop());
    const env = { ...store.env, TRUST_PROXY: 'true' };

    const first = await startServerProcess(env);
    const shop = await openShop(first);
    const posts = stream(first, shop, 6);
    const deadline = Date.now() + 30_000;
    while (posts.answered() < 25 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const inFlightAtKill = posts.inFlight();
    await first.kill();
    await posts.stop();

    const answered = posts.posts.filter((p) => p.id !== undefined);
    // Every post was either answered 2xx or never answered: none refused, none failed.
    expect(posts.posts.filter((p) => p.status !== undefined && p.id === undefined)).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(25);
    // The kill landed mid-stream, with requests being written.
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Restarted on the same data, it serves at once, the customer's session included.
    const second = await startServerProcess(env);
    expect((await call(second.url, 'GET', '/api/health')).status).toBe(200);
    const mine = await ok<{ id: string }[]>(
      call(second.url, 'GET', '/api/orders/mine?pageSize=100', { token: shop.customer }),
    );
    const orderIds = answered.filter((p) => p.kind.endsWith('order')).map((p) => p.id!);
    expect(mine.map((o) => o.id)).toEqual(expect.arrayContaining(orderIds));
    expect(await second.stop()).toBe(0);

    const database = await store.open();
    try {
      const ids = (kind: Post['kind']) => answered.filter((p) => p.kind === kind);
      const orders = await rows(
        database,
        sql`select id, promo_code_id from orders where user_id = (
              select user_id from orders where id = ${orderIds[0]!})`,
      );
      expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(orderIds));
      for (const post of ids('promo order')) {
        expect(orders.find((o) => o.id === post.id)?.promo_code_id).toBe(shop.promoId);
      }
      const contacts = await rows(database, sql`select id, email from queries`);
      for (const post of ids('contact')) {
        expect(contacts).toContainEqual({ id: post.id, email: post.email });
      }
      const reports = await rows(database, sql`select id, email from content_reports`);
      for (const post of ids('report')) {
        expect(reports).toContainEqual({ id: post.id, email: post.email });
      }
      const requesters = await rows(database, sql`select request_id, email from vod_requesters`);
      for (const post of ids('vod')) {
        expect(requesters).toContainEqual({ request_id: post.id, email: post.email });
      }

      // No half-written rows: each of these writes is one transaction, all or nothing.
      expect(
        await rows(
          database,
          sql`select o.id from orders o where not exists (
                select 1 from order_status_events e
                where e.order_id = o.id and e.from_status is null)`,
        ),
      ).toEqual([]);
      expect(
        await rows(
          database,
          sql`select o.id from orders o
              left join promo_redemptions r on r.order_id = o.id
              where (o.promo_code_id is null) <> (r.id is null)`,
        ),
      ).toEqual([]);
      const [promo] = await rows(
        database,
        sql`select p.uses, (select count(*) from promo_redemptions r
                            where r.promo_code_id = p.id)::int as redemptions
            from promo_codes p where p.id = ${shop.promoId}`,
      );
      expect(promo!.uses).toBe(promo!.redemptions);
      expect(promo!.uses).toBeGreaterThanOrEqual(ids('promo order').length);
      expect(
        await rows(
          database,
          sql`select v.id from vod_requests v
              where not exists (select 1 from vod_requesters r where r.request_id = v.id)`,
        ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
