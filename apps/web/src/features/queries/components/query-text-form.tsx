import type {
  QueryNoteBodySchema,
  QueryReplyBody,
  QueryReplyBodySchema,
} from '@streamfront/contract';
import toast from 'react-hot-toast';
import { FormTextAreaField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';

/**
 * One text box sent to the thread or the notes: the admin's reply, their internal note and
 * the customer's answer back share it, each with its own mutation, words and limit.
 */
export function QueryTextForm({
  schema,
  label,
  fieldLabel,
  submitLabel,
  hint,
  maxLength,
  sent,
  mutation,
}: {
  /** The contract's rule for this text, so its messages match the server's. */
  schema: typeof QueryReplyBodySchema | typeof QueryNoteBodySchema;
  label: string;
  fieldLabel: string;
  submitLabel: string;
  hint?: string | undefined;
  maxLength: number;
  /** The toast once it went through. */
  sent: string;
  mutation: {
    mutate: (
      body: QueryReplyBody,
      callbacks: { onSuccess: (result: unknown) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
}) {
  const form = useZodForm(schema, { defaultValues: { body: '' } });
  const submission = useFormSubmission(form, {
    isPending: mutation.isPending,
    mutate: (body, callbacks) =>
      mutation.mutate(body, {
        onSuccess: (result) => {
          callbacks.onSuccess(result);
          toast.success(sent);
        },
        onError: callbacks.onError,
      }),
  });
  return (
    <FormShell form={form} submission={submission} label={label} submitLabel={submitLabel}>
      <FormTextAreaField
        name="body"
        label={fieldLabel}
        hint={hint}
        rows={4}
        maxLength={maxLength}
      />
    </FormShell>
  );
}
