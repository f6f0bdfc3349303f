import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from './api-client';

/** One message per field, shown beside it. */
export type FieldErrorMap = Record<string, string>;

export type ParseResult<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrorMap };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message of each top-level field of a failed schema check. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

interface Mutation<Body, Receipt> {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (receipt: Receipt) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

export interface SubmissionFormOptions<Values extends Record<string, string>, Body, Receipt> {
  initial: Values;
  /** The client-side check: the contract's schema, so both sides agree on every rule. */
  parse: (values: Values) => ParseResult<Body>;
  mutation: Mutation<Body, Receipt>;
}

function focusField(form: HTMLFormElement, errors: FieldErrorMap) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && name in errors && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * State of a public form: its values, errors beside the fields (from the schema or a 422),
 * one message for the rest, the server's confirmation, and a reset after success.
 */
export function useSubmissionForm<
  Values extends Record<string, string>,
  Body,
  Receipt extends { message: string },
>({ initial, parse, mutation }: SubmissionFormOptions<Values, Body, Receipt>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // For callers that want to reach the confirmation; SuccessPanel focuses itself.
  const confirmationRef = useRef<HTMLDivElement>(null);

  function setValue<K extends keyof Values & string>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /** Props for a field component: name, value, change handler and its error. */
  function field<K extends keyof Values & string>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as Values[K]),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    setConfirmation(null);
    setFormError(null);

    const parsed = parse(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusField(form, parsed.errors);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.body, {
      onSuccess: (receipt) => {
        setValues(initial);
        setConfirmation(receipt.message);
      },
      onError: (error) => {
        // Spec §5: the lines of a 422 sum it up; each field also shows its own message.
        setFormError(error.message);
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          const beside: FieldErrorMap = {};
          for (const [name, messages] of Object.entries(error.errors)) {
            if (name in values) beside[name] = messages.join(', ');
          }
          setErrors(beside);
          focusField(form, beside);
        }
      },
    });
  }

  return {
    values,
    setValue,
    field,
    errors,
    formError,
    confirmation,
    confirmationRef,
    pending: mutation.isPending,
    handleSubmit,
  };
}
