import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, loginAsAdmin } from './testing/test-app.ts';
import { concreteUrl } from './testing/route-urls.ts';
import { tableWatcher } from './testing/table-writes.ts';
import { useTestApp } from './testing/use-test-app.ts';

/**
 * Property-based fuzzing of every JSON body and query string the server declares, taken from
 * its own route table: deep nesting, wrong types, `__proto__` and `constructor` keys, huge
 * strings, NUL bytes and odd Unicode. Never a 5xx, the prototype is never polluted, and an
 * answer in the 4xx range wrote nothing to any table. Sent as an admin, so admin routes reach
 * their validation instead of stopping at the role check.
 */
/** Each request from its own address: the per-address quotas must not turn the run into 429s. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
/** Calls that end the session or start heavy work, whatever the body: not fuzzed. */
const SKIPPED = new Set(['POST /api/auth/logout']);
const RUNS = 12;

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\u202Eevil', '%00', '../../etc/passwd', ''),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString'),
  fc.string({ maxLength: 12 }),
);
const leaf = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -0, 2 ** 53 + 1),
);
/** JSON text (not an object: `__proto__` must arrive as an own key of the parsed body). */
const { json: hostileJson } = fc.letrec<{ json: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf.map((value) => JSON.stringify(value)),
    fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileKey, tie('json')), { maxLength: 5 })
      .map(
        (entries) =>
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
      ),
    // Deeper than any schema expects.
    fc.integer({ min: 50, max: 2_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor'), tie('json'))
      .map(
        ([key, value]) => `{"${key}":{"polluted":true,"prototype":{"polluted":true}},"x":${value}}`,
      ),
  ),
}));
const hostileQuery = fc
  .array(
    fc.tuple(
      hostileKey,
      oddString.filter((value) => value.length < 5_000),
    ),
    {
      maxLength: 5,
    },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('hostile input on every declared body and query string', () => {
  const test = useTestApp();
  let admin: string;
  let watch: Awaited<ReturnType<typeof tableWatcher>>;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    admin = (await loginAsAdmin(test.app)).token;
    watch = await tableWatcher(test.app.db);
  });

  let refused = 0;
  /** Every table as it was before the request, when the request was refused (4xx). */
  const nothingWrittenOn4xx = async (status: number, request: string) => {
    // Looked at after every answer, so a 2xx's writes are never counted against the next;
    // the jobs it queued (an export, a mail) run first, so their writes count as its own too.
    await test.app.jobs.drain();
    const changed = await watch.changes();
    if (status < 400 || status >= 500) return;
    refused += 1;
    expect(changed, `${status} ${request}`).toEqual([]);
  };

  const notPolluted = () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  };

  it('finds bodies and query strings to fuzz in the route table', () => {
    const routes = test.app.routeTable;
    expect(routes.filter((route) => route.hasBody).length).toBeGreaterThan(30);
    expect(routes.filter((route) => route.hasQuery).length).toBeGreaterThan(10);
  });

  it('sees a write to any table: an insert, an update and a delete', async () => {
    await watch.changes();
    expect(await watch.changes()).toEqual([]);
    await test.app.db.execute(sql`update site_settings set site_name = site_name`);
    expect(await watch.changes()).toEqual(['site_settings']);
    await test.app.db.execute(sql`insert into seed_runs (name) values ('watch-test')`);
    expect(await watch.changes()).toEqual(['seed_runs']);
    await test.app.db.execute(sql`delete from seed_runs where name = 'watch-test'`);
    expect(await watch.changes()).toEqual(['seed_runs']);
    expect(watch.tables.length).toBeGreaterThan(20);
  });

  it('never answers a 5xx to a hostile JSON body, nor writes on a 4xx', async () => {
    const routes = test.app.routeTable.filter(
      (route) => route.hasBody && !SKIPPED.has(`${route.method} ${route.url}`),
    );
    refused = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileJson, async (body) => {
          const answer = await test.app.inject({
            method: route.method as 'POST',
            url: concreteUrl(route.url),
            remoteAddress: nextAddress(),
            headers: { ...bearer(admin), 'content-type': 'application/json' },
            payload: body,
          });
          const request = `${route.method} ${route.url} ${body.slice(0, 200)}`;
          expect(answer.statusCode, request).toBeLessThan(500);
          notPolluted();
          await nothingWrittenOn4xx(answer.statusCode, request);
        }),
        { numRuns: RUNS },
      );
    }
    // Nearly every hostile request is refused: the check above ran on hundreds of them.
    expect(refused).toBeGreaterThan((routes.length * RUNS) / 2);
  });

  it('never answers a 5xx to a hostile query string, nor writes on a 4xx', async () => {
    const routes = test.app.routeTable.filter((route) => route.hasQuery && route.method === 'GET');
    refused = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (query) => {
          const answer = await test.app.inject({
            method: 'GET',
            url: `${concreteUrl(route.url)}?${query}`,
            remoteAddress: nextAddress(),
            headers: bearer(admin),
          });
          const request = `GET ${route.url}?${query.slice(0, 200)}`;
          expect(answer.statusCode, request).toBeLessThan(500);
          notPolluted();
          await nothingWrittenOn4xx(answer.statusCode, request);
        }),
        { numRuns: RUNS },
      );
    }
    // Nearly every hostile request is refused: the check above ran on hundreds of them.
    expect(refused).toBeGreaterThan((routes.length * RUNS) / 2);
  });
});
