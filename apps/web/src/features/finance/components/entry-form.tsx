import {
  CreateFinanceEntryBodySchema,
  FINANCE_ENTRY_KINDS,
  type FinanceEntry,
} from '@streamfront/contract';
import { z } from 'zod';
import { FormSelectField, FormTextAreaField, FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { FormMoneyFields } from '@/components/form/money-fields';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCreateFinanceEntry } from '../api/create-finance-entry';
import { useUpdateFinanceEntry } from '../api/update-finance-entry';

export const KIND_LABELS = { income: 'Income', expense: 'Expense' } as const;
const KINDS = FINANCE_ENTRY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/**
 * The form's inputs (an empty note is none) turned into the contract's create body and
 * checked by it: the same rules and messages as the server.
 */
export const FinanceEntryFormSchema = z
  .object({
    kind: z.string(),
    date: z.string(),
    category: z.string(),
    amount: z.number().or(z.nan()),
    currency: z.string(),
    note: z.string(),
  })
  .transform((values): unknown => ({ ...values, note: values.note.trim() || null }))
  .pipe(CreateFinanceEntryBodySchema);

function defaultsOf(
  entry: FinanceEntry | undefined,
  defaults: { date: string; currency: string },
): z.input<typeof FinanceEntryFormSchema> {
  return {
    kind: entry?.kind ?? 'expense',
    date: entry?.date ?? defaults.date,
    category: entry?.category ?? '',
    amount: entry?.amount ?? Number.NaN,
    currency: entry?.currency ?? defaults.currency,
    note: entry?.note ?? '',
  };
}

/** Create an income or expense entry, or edit `entry`; `onSaved` hears of the saved entry. */
export function EntryForm({
  entry,
  defaults,
  onSaved,
}: {
  entry?: FinanceEntry;
  /** A new entry's day (today) and currency (the one on screen). */
  defaults: { date: string; currency: string };
  onSaved: (saved: FinanceEntry) => void;
}) {
  const form = useZodForm(FinanceEntryFormSchema, { defaultValues: defaultsOf(entry, defaults) });
  const create = useCreateFinanceEntry();
  const update = useUpdateFinanceEntry();
  const mutation = useCreateOrUpdate({ id: entry?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <FormShell
      form={form}
      submission={submission}
      label={entry ? `Edit ${entry.category}` : 'New entry'}
      submitLabel={entry ? 'Save changes' : 'Add entry'}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField name="kind" label="Kind" options={KINDS} />
        <FormTextField name="date" label="Date" type="date" />
        <FormTextField
          name="category"
          label="Category"
          maxLength={60}
          autoComplete="off"
          hint="Such as Hosting, Licences, Reseller commission."
        />
        <FormMoneyFields name="amount" label="Amount" min={1} />
      </div>
      <FormTextAreaField name="note" label="Note (optional)" rows={2} maxLength={500} />
    </FormShell>
  );
}
