import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Every field name of a form's values in reading order, a group's own name before those of
 * its fields: `socialLinks`, `socialLinks.facebook`, `answers`, `answers.0`, … (the server
 * names nested fields and list items so).
 */
function fieldNames(values: Record<string, unknown> | unknown[], prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    return isPlainObject(value) || Array.isArray(value)
      ? [name, ...fieldNames(value, `${name}.`)]
      : [name];
  });
}

/**
 * Puts the field map of a 422 (or of a 409) beside the fields it names and focuses the first of them
 * (in the order of the form's default values, its reading order). Names the form does not
 * have are left to the summary above the button. Answers whether any field got a message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'formState'>,
  error: unknown,
): boolean {
  // A 409 may name its field too (an email or a code already taken): it goes beside it.
  if (!(error instanceof ApiError) || ![409, 422].includes(error.status) || !error.errors)
    return false;
  const fields = fieldNames((form.formState.defaultValues ?? {}) as Record<string, unknown>);
  const named = fields.filter((field) => error.errors?.[field]?.length);
  named.forEach((field, index) =>
    form.setError(
      field as Path<Values>,
      { type: 'server', message: error.errors![field]!.join(', ') },
      { shouldFocus: index === 0 },
    ),
  );
  return named.length > 0;
}
