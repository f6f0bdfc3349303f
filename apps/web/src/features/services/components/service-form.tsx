import {
  HighlightSchema,
  ServiceCreateBodySchema,
  TRIAL_HOURS_MAX,
  HIGHLIGHT_LABELS,
  type Service,
} from '@streamfront/contract';
import { z } from 'zod';
import { FormTextAreaField, FormTextField, FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { FormMoneyFields } from '@/components/form/money-fields';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';

/**
 * The contract's create schema, with the features typed one per line: the body it gives is
 * exactly what the server checks, with the same messages.
 */
export const ServiceFormSchema = ServiceCreateBodySchema.extend({
  features: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(ServiceCreateBodySchema.shape.features.unwrap()),
});

function defaultsOf(service: Service | undefined): z.input<typeof ServiceFormSchema> {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service?.price ?? 0,
    currency: service?.currency ?? 'USD',
    periodMonths: service?.periodMonths ?? 1,
    maxDevices: service?.maxDevices ?? 1,
    features: service?.features.join('\n') ?? '',
    highlights: service?.highlights ?? [],
    popular: service?.popular ?? false,
    active: service?.active ?? true,
    trialHours: service?.trialHours ?? 0,
    // No order: a new package goes last, an edited one keeps its place (moved by the arrows).
  };
}

/** Create a package, or edit `service`; `onSaved` hears of the saved package. */
export function ServiceForm({
  service,
  onSaved,
}: {
  service?: Service;
  onSaved: (saved: Service) => void;
}) {
  const form = useZodForm(ServiceFormSchema, { defaultValues: defaultsOf(service) });
  const create = useCreateService();
  const update = useUpdateService({ silent: true });
  const mutation = useCreateOrUpdate({ id: service?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <FormShell
      form={form}
      submission={submission}
      label={service ? `Edit ${service.name}` : 'New package'}
      submitLabel={service ? 'Save changes' : 'Create package'}
    >
      <FormTextField name="name" label="Name" maxLength={120} autoComplete="off" />
      <FormTextAreaField name="description" label="Description" rows={3} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormMoneyFields name="price" label="Price" min={0} />
        <FormWholeNumberField name="periodMonths" label="Period (months)" max={60} />
        <FormWholeNumberField name="maxDevices" label="Devices at once" max={20} />
        <FormWholeNumberField
          name="trialHours"
          label="Free trial (hours)"
          min={0}
          max={TRIAL_HOURS_MAX}
          hint="0: no free trial. 24 is the norm for live TV."
        />
      </div>
      <FormTextAreaField
        name="features"
        label="Features"
        rows={4}
        hint="One per line, shown as the package's bullet points."
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-200">Highlights</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
          {HighlightSchema.options.map((highlight) => (
            <label key={highlight} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={highlight}
                className="accent-brand-500"
                {...form.register('highlights')}
              />
              {HIGHLIGHT_LABELS[highlight]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="accent-brand-500" {...form.register('active')} />
          Shown in the catalogue
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="accent-brand-500" {...form.register('popular')} />
          Marked popular
        </label>
      </div>
    </FormShell>
  );
}
