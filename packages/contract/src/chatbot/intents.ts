// The admin's intents: what the assistant is taught, one at a time or as a whole file.
import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema, RecordIdsSchema } from '../common.ts';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PLACEHOLDERS, FALLBACK_INTENT } from './chat.ts';

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders an answer uses that the assistant cannot fill. */
export function unknownPlaceholders(answer: string): string[] {
  const known = new Set<string>(CHAT_PLACEHOLDERS);
  return [...answer.matchAll(placeholderPattern)]
    .map((m) => m[1] ?? '')
    .filter((name) => !known.has(name));
}

export const ChatIntentNameSchema = z
  .string('Name is required')
  .trim()
  .toLowerCase()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letters, digits, _ and - only (no spaces)')
  .refine(
    (name) => name !== FALLBACK_INTENT,
    `"${FALLBACK_INTENT}" is reserved for answers below the threshold`,
  );

/** Blank lines dropped and repeats (ignoring case and spacing) kept once, in first-seen order. */
function uniqueTexts(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Bytes one intent may take as a request: 2000 example sentences of the longest kind, which is
 * more than the API's default JSON limit (`JSON_BODY_LIMIT_BYTES`).
 */
export const INTENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const ChatUtterancesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An example sentence cannot be empty')
      .max(
        CHAT_MESSAGE_MAX_LENGTH,
        `Example sentences must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
      ),
  )
  .min(1, 'Add at least one example sentence')
  .max(2000, 'At most 2000 example sentences per intent')
  .transform(uniqueTexts);

export const ChatAnswersSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'An answer cannot be empty')
      .max(2000, 'Answers must be at most 2000 characters')
      .superRefine((answer, ctx) => {
        const unknown = unknownPlaceholders(answer);
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${CHAT_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
          });
        }
      }),
  )
  .min(1, 'Add at least one answer')
  .max(20, 'At most 20 answers per intent')
  .transform(uniqueTexts);

/** What an admin writes for an intent, checked alike wherever it arrives. */
const chatIntentFields = {
  name: ChatIntentNameSchema,
  utterances: ChatUtterancesSchema,
  answers: ChatAnswersSchema,
};

export const ChatIntentCreateBodySchema = z
  .object({ ...chatIntentFields, enabled: z.boolean().default(true) })
  .strict();
export type ChatIntentCreateBody = z.infer<typeof ChatIntentCreateBodySchema>;

export const ChatIntentUpdateBodySchema = z
  .object({ ...chatIntentFields, enabled: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type ChatIntentUpdateBody = z.infer<typeof ChatIntentUpdateBodySchema>;

export const ChatIntentSchema = RecordIdsSchema.extend({
  name: z.string(),
  utterances: z.array(z.string()),
  answers: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type ChatIntent = z.infer<typeof ChatIntentSchema>;

export const ChatIntentListQuerySchema = PageQuerySchema.extend({
  /** Matches the name, an example sentence or an answer, ignoring case. */
  q: z.string().trim().max(200).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
}).strict();
export type ChatIntentListQuery = z.infer<typeof ChatIntentListQuerySchema>;

/** One intent of an export file (`GET .../intents/export` answers a list of these). */
export const ChatIntentExportEntrySchema = ChatIntentSchema.pick({
  name: true,
  utterances: true,
  answers: true,
  enabled: true,
});
export type ChatIntentExportEntry = z.infer<typeof ChatIntentExportEntrySchema>;

/** One intent of an import file: the export's entries, checked like a created intent. */
export const ChatIntentFileEntrySchema = ChatIntentCreateBodySchema;
export type ChatIntentFileEntry = z.infer<typeof ChatIntentFileEntrySchema>;

export const ChatIntentImportBodySchema = z
  .object({
    /** `merge`: intents with the same name are overwritten, new ones added, the rest kept. `replace`: the file becomes the whole set. */
    mode: z.enum(['merge', 'replace']).default('merge'),
    intents: z
      .array(ChatIntentFileEntrySchema)
      .min(1, 'The file holds no intents')
      .max(1000, 'At most 1000 intents per file')
      .superRefine((intents, ctx) => {
        const seen = new Map<string, number>();
        for (const [i, intent] of intents.entries()) {
          const first = seen.get(intent.name);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'name'],
              message: `Intent "${intent.name}" appears twice (also at ${first})`,
            });
          } else {
            seen.set(intent.name, i);
          }
        }
      }),
  })
  .strict();
export type ChatIntentImportBody = z.infer<typeof ChatIntentImportBodySchema>;

export const ChatIntentImportResultSchema = z.object({
  mode: z.enum(['merge', 'replace']),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  total: z.number().int(),
});
export type ChatIntentImportResult = z.infer<typeof ChatIntentImportResultSchema>;
