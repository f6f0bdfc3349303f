import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the field map of a 422 beside the fields it names and focuses the first of them
 * (in the order of the form's default values, its reading order). Names the form does not
 * have are left to the summary above the button. Answers whether any field got a message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'formState'>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return false;
  const fields = Object.keys(form.formState.defaultValues ?? {});
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
