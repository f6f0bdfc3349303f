import { EMAIL_REQUIRED_MESSAGE } from '@streamfront/contract';
import type { z } from 'zod';
import { issuesToFieldErrors, type ParseResult } from './use-submission-form';

/**
 * Checks a public form with the contract's own schema, plus the one rule the schema leaves
 * to the server: an email address from anyone who is not signed in.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, unknown>,
  { emailRequired }: { emailRequired: boolean },
): ParseResult<z.output<Schema>> {
  const result = schema.safeParse(input);
  const errors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (emailRequired && !email && !('email' in errors)) errors.email = EMAIL_REQUIRED_MESSAGE;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors };
}
