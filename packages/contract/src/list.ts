import type { z } from 'zod';
import { PageQuerySchema, SearchQuerySchema, sortQuerySchema } from './common.ts';

/**
 * The query an admin list takes (decision 022): `page` and `pageSize`, a search `q`, the
 * list's own `filters`, and `sort` over `sortKeys` (`-key` descending, `fallback` unless
 * asked); nothing else. The web app's list kit writes exactly these in the URL.
 */
export function adminListQuerySchema<
  const K extends readonly [string, ...string[]],
  const Filters extends z.ZodRawShape,
>(sortKeys: K, fallback: K[number] | `-${K[number]}`, filters: Filters) {
  return PageQuerySchema.extend({
    q: SearchQuerySchema,
    ...filters,
    sort: sortQuerySchema(sortKeys, fallback),
  }).strict();
}
