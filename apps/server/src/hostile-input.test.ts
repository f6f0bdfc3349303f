import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAsAdmin } from './testing/test-app.ts';
import { concreteUrl } from './testing/route-urls.ts';
import { useTestApp } from './testing/use-test-app.ts';

/**
 * Property-based fuzzing of every JSON body and query string the server declares, taken from
 * its own route table: deep nesting, wrong types, `__proto__` and `constructor` keys, huge
 * strings, NUL bytes and odd Unicode. Never a 5xx, and the prototype is never polluted. Sent as
 * an admin, so admin routes reach their validation instead of stopping at the role check.
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
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    admin = (await loginAsAdmin(test.app)).token;
  });

  const notPolluted = () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  };

  it('finds bodies and query strings to fuzz in the route table', () => {
    const routes = test.app.routeTable;
    expect(routes.filter((route) => route.hasBody).length).toBeGreaterThan(30);
    expect(routes.filter((route) => route.hasQuery).length).toBeGreaterThan(10);
  });

  it('never answers a 5xx to a hostile JSON body', async () => {
    const routes = test.app.routeTable.filter(
      (route) => route.hasBody && !SKIPPED.has(`${route.method} ${route.url}`),
    );
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
          expect(
            answer.statusCode,
            `${route.method} ${route.url} ${body.slice(0, 200)}`,
          ).toBeLessThan(500);
          notPolluted();
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('never answers a 5xx to a hostile query string', async () => {
    const routes = test.app.routeTable.filter((route) => route.hasQuery && route.method === 'GET');
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (query) => {
          const answer = await test.app.inject({
            method: 'GET',
            url: `${concreteUrl(route.url)}?${query}`,
            remoteAddress: nextAddress(),
            headers: bearer(admin),
          });
          expect(answer.statusCode, `GET ${route.url}?${query.slice(0, 200)}`).toBeLessThan(500);
          notPolluted();
        }),
        { numRuns: RUNS },
      );
    }
  });
});
