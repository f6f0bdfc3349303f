import { FaqCreateBodySchema, type AdminFaqItem } from '@streamfront/contract';
import type { z } from 'zod';
import { FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCreateFaqItem } from '../api/create-faq-item';
import { useUpdateFaqItem } from '../api/update-faq-item';

function defaultsOf(item: AdminFaqItem | undefined): z.input<typeof FaqCreateBodySchema> {
  return {
    question: item?.question ?? '',
    answer: item?.answer ?? '',
    active: item?.active ?? true,
  };
}

/** Create a FAQ entry, or edit `item`; `onSaved` hears of the saved entry. */
export function FaqForm({
  item,
  onSaved,
}: {
  item?: AdminFaqItem;
  onSaved: (saved: AdminFaqItem) => void;
}) {
  const form = useZodForm(FaqCreateBodySchema, { defaultValues: defaultsOf(item) });
  const create = useCreateFaqItem();
  const update = useUpdateFaqItem({ silent: true });
  const mutation = useCreateOrUpdate({ id: item?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <FormShell
      form={form}
      submission={submission}
      label={item ? 'Edit FAQ entry' : 'New FAQ entry'}
      submitLabel={item ? 'Save changes' : 'Add question'}
    >
      <FormTextField name="question" label="Question" maxLength={300} autoComplete="off" />
      <FormTextAreaField name="answer" label="Answer" rows={5} maxLength={4000} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="accent-brand-500" {...form.register('active')} />
        Shown on the home page
      </label>
    </FormShell>
  );
}
