import { useState } from 'react';
import toast from 'react-hot-toast';
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

/**
 * `useFormSubmission` for a settings form: once saved it keeps showing the values as saved
 * (the kit empties a sent form) and says so in a toast.
 */
export function useSettingsSubmission<Values extends FieldValues, Body, Saved>(
  form: UseFormReturn<Values, unknown, Body>,
  update: Mutation<Body, Saved>,
  options: {
    valuesOf: (saved: Saved) => Values;
    savedMessage: string;
    /** More to do with what was saved (a secret shown once). */
    onSaved?: (saved: Saved) => void;
  },
) {
  return useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (body, callbacks) =>
      update.mutate(body, {
        onSuccess: (saved) => {
          callbacks.onSuccess(saved);
          form.reset(options.valuesOf(saved));
          toast.success(options.savedMessage);
          options.onSaved?.(saved);
        },
        onError: callbacks.onError,
      }),
  });
}
