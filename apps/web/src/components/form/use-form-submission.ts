import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from './server-errors';

interface Mutation<Body, Result> {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * Sends a checked form through a TanStack mutation: while it runs the form is pending; on
 * success the form empties and `result` holds the answer; on failure `formError` sums it up
 * (spec §5: the lines of a 422) and a 422's field map goes beside its fields.
 */
export function useFormSubmission<Values extends FieldValues, Body, Result>(
  form: UseFormReturn<Values, unknown, Body>,
  mutation: Mutation<Body, Result>,
) {
  const [result, setResult] = useState<Result | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function clear() {
    setResult(null);
    setFormError(null);
  }

  const onSubmit = form.handleSubmit((body) => {
    if (mutation.isPending) return;
    clear();
    mutation.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        setResult(answer);
      },
      onError: (error) => {
        setFormError(error.message);
        showServerFieldErrors(form, error);
      },
    });
  }, clear);

  return { onSubmit, result, formError, pending: mutation.isPending };
}
