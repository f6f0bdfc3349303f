import { ExtendSubscriptionFieldsSchema, type Renewal } from '@streamfront/contract';
import { z } from 'zod';
import { FormTextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useExtendRenewal } from '../api/extend-renewal';

/** The box holds text; the contract's rule (1 to 36 whole months) checks the number. */
const ExtendFormSchema = z
  .object({ months: z.string() })
  .transform(({ months }) => ({ months: months.trim() === '' ? Number.NaN : Number(months) }))
  .pipe(ExtendSubscriptionFieldsSchema.required());

/** How many months to add to one subscription; one period of its package unless changed. */
export function ExtendForm({
  renewal,
  onExtended,
}: {
  renewal: Renewal;
  onExtended: (extended: Renewal) => void;
}) {
  const form = useZodForm(ExtendFormSchema, {
    defaultValues: { months: String(renewal.periodMonths) },
  });
  const extend = useExtendRenewal();
  const submission = useFormSubmission(form, {
    isPending: extend.isPending,
    mutate: (body, callbacks) =>
      extend.mutate(
        { orderId: renewal.id, body },
        {
          onSuccess: (extended) => {
            callbacks.onSuccess(extended);
            onExtended(extended);
          },
          onError: callbacks.onError,
        },
      ),
  });

  return (
    <FormShell
      form={form}
      submission={submission}
      label={`Extend ${renewal.orderNumber}`}
      submitLabel="Extend subscription"
    >
      <FormTextField
        name="months"
        label="Months to add"
        type="number"
        inputMode="numeric"
        min={1}
        max={36}
        step={1}
        hint={`From 1 to 36. The package's period is ${renewal.periodMonths} ${
          renewal.periodMonths === 1 ? 'month' : 'months'
        }.`}
      />
    </FormShell>
  );
}
