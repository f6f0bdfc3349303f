import { z } from 'zod';

/** Every record is sent with both ids: the specification's client reads `_id`. */
export const RecordIdsSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
});

/**
 * Line breaks, tabs, control characters and direction overrides in text that is one line
 * (a name, a subject, a title): folded into single spaces. Such text is quoted into mail and
 * headers; a name of `Bob,\n\nURGENT: verify at https://evil.example` must not arrive as a
 * paragraph of the business's own words, nor a CR/LF as a header of its own.
 */
const NOT_ONE_LINE = /[\s\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
export const toOneLine = (text: string) => text.replace(NOT_ONE_LINE, ' ').trim();

export const IdParamsSchema = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof IdParamsSchema>;

/**
 * The web client adds a cache-busting `_t` to every GET (spec §7); routes accept and ignore
 * it while still refusing any other unknown input.
 */
export const CacheBustSchema = z.object({ _t: z.coerce.number().optional() }).strict();

export const PageQuerySchema = CacheBustSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}).strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const ListMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A code a client may act on (a trial's refusal: `already_used`), beside the message shown. */
  reason: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The failure statuses a route may declare; DESIGN §3 says which one means what. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * A route's failure answers, all in the one error shape:
 * `response: { 200: ThingAnswerSchema, ...errorAnswers(401, 403, 404, 422) }`.
 */
export function errorAnswers<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): Record<S[number], typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    S[number],
    typeof ErrorBodySchema
  >;
}

export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: ListMetaSchema });
}

export const MessageAnswerSchema = okSchema(z.object({ message: z.string() }));

/** What deleting one record answers, whatever the resource: the ids of what is gone. */
export const DeletedAnswerSchema = okSchema(RecordIdsSchema.extend({ deleted: z.literal(true) }));
export type DeletedAnswer = z.infer<typeof DeletedAnswerSchema>;

export const IsoDateSchema = z.iso.datetime({ offset: true });

/**
 * `sort` of an admin list: one of the list's keys, `-key` for descending. The server maps
 * each key to a column (apps/server/src/db/list-query.ts), so nothing else can be sorted on.
 */
export function sortQuerySchema<const K extends readonly [string, ...string[]]>(
  keys: K,
  fallback: K[number] | `-${K[number]}`,
) {
  type Sort = K[number] | `-${K[number]}`;
  // flatMap cannot know the array is non-empty and made of these literals; `keys` is.
  const values = keys.flatMap((key) => [key, `-${key}`]) as [Sort, ...Sort[]];
  const sort: z.ZodType<Sort> = z.enum(values, `Sort must be one of: ${values.join(', ')}`);
  return sort.default(fallback);
}

/** A day (`2026-11-01`) or an instant; `from` is inclusive, `to` includes the whole day. */
export const DateBoundSchema = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'Enter a date such as 2026-11-01',
);

/** A free-text search box: trimmed, empty means no search. */
export const SearchQuerySchema = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .optional();

/**
 * The largest JSON body a route takes unless it says otherwise: every form and record of the
 * API fits several times over, and a larger body is refused with 413 before it is parsed, so
 * refusing it costs the server next to nothing.
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
