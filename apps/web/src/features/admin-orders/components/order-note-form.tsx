import { UpdateOrderBodySchema, type AdminOrder } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormTextAreaField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateOrder } from '../api/update-order';

/** The contract's note rule; an emptied box clears the note. */
const NoteFormSchema = z
  .object({ note: z.string() })
  .transform(({ note }): { note?: string | null } => ({ note: note.trim() || null }))
  .pipe(z.object({ note: UpdateOrderBodySchema.shape.note }));

/** The back-office's own note on an order; customers never see it. */
export function OrderNoteForm({ order }: { order: AdminOrder }) {
  const form = useZodForm(NoteFormSchema, { defaultValues: { note: order.note ?? '' } });
  const update = useUpdateOrder({ silent: true });
  const submission = useFormSubmission(form, {
    isPending: update.isPending,
    mutate: (body, callbacks) =>
      update.mutate(
        { id: order.id, body },
        {
          onSuccess: (saved) => {
            callbacks.onSuccess(saved);
            // The kit empties a sent form; this one keeps showing the note as saved.
            form.reset({ note: saved.note ?? '' });
            toast.success('Note saved.');
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormShell form={form} submission={submission} label="Admin note" submitLabel="Save note">
      <FormTextAreaField
        name="note"
        label="Admin note"
        hint="Only admins see it."
        rows={3}
        maxLength={2000}
      />
    </FormShell>
  );
}
