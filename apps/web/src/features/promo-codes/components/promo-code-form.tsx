import { PromoCodeCreateBodySchema, formatMoney, type PromoCode } from '@streamfront/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormSelectField, FormTextField, FormWholeNumberField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useCreateOrUpdate } from '@/components/form/use-create-or-update';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { useCreatePromoCode } from '../api/create-promo-code';
import { usePromoPackages } from '../api/get-promo-packages';
import { useUpdatePromoCode } from '../api/update-promo-code';

/** A day typed in a date input, as the instant the contract takes: a day's start or end (UTC). */
const day = (edge: 'start' | 'end') =>
  z
    .string()
    .transform((text) =>
      text ? `${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : null,
    );

/**
 * The form's inputs (days as typed, a package checkbox group), turned into the contract's
 * create body and checked by it: the same rules and messages as the server.
 */
export const PromoCodeFormSchema = z
  .object({
    code: z.string(),
    discountType: z.string(),
    discountValue: z.number().or(z.nan()),
    currency: z.string(),
    validFrom: day('start'),
    validUntil: day('end'),
    maxUses: z.number().or(z.nan()).nullable(),
    maxUsesPerCustomer: z.number().or(z.nan()).nullable(),
    // One checkbox on its own gives its value or false rather than a list.
    serviceIds: z.preprocess(
      (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
      z.array(z.string()),
    ),
    active: z.boolean(),
  })
  // The contract schema takes the values as they are and checks them once more, its way. A
  // percentage has no currency.
  .transform((values): unknown => ({
    ...values,
    currency: values.discountType === 'fixed' ? values.currency || null : null,
  }))
  .pipe(PromoCodeCreateBodySchema);

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function defaultsOf(
  code: PromoCode | undefined,
  currencies: string[],
): z.input<typeof PromoCodeFormSchema> {
  return {
    code: code?.code ?? '',
    discountType: code?.discountType ?? 'percent',
    discountValue: code?.discountValue ?? 10,
    currency: code?.currency ?? currencies[0] ?? 'USD',
    validFrom: dayOf(code?.validFrom ?? null),
    validUntil: dayOf(code?.validUntil ?? null),
    maxUses: code?.maxUses ?? null,
    maxUsesPerCustomer: code === undefined ? 1 : code.maxUsesPerCustomer,
    serviceIds: code?.serviceIds ?? [],
    active: code?.active ?? true,
  };
}

const DISCOUNT_TYPES = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Fixed amount off (minor units)' },
] as const;

/** The currencies packages are priced in, the most used first: an amount off is in one of them. */
function currenciesOf(packages: { currency: string }[] | undefined): string[] {
  const counts = new Map<string, number>();
  for (const { currency } of packages ?? []) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

/** Create a promo code, or edit `code`; `onSaved` hears of the saved code. */
export function PromoCodeForm({
  code,
  onSaved,
}: {
  code?: PromoCode;
  onSaved: (saved: PromoCode) => void;
}) {
  const packages = usePromoPackages();
  const currencies = currenciesOf(packages.data);
  const form = useZodForm(PromoCodeFormSchema, { defaultValues: defaultsOf(code, currencies) });
  const fixed = form.watch('discountType') === 'fixed';
  const mainCurrency = currencies[0];
  useEffect(() => {
    // The packages arrive after the form: a new code's amount is in their currency.
    if (!code && mainCurrency && !form.getFieldState('currency').isDirty)
      form.setValue('currency', mainCurrency);
  }, [code, form, mainCurrency]);
  // The code's own currency stays on offer even when no package is priced in it any more.
  const currencyOptions = [...new Set([...(code?.currency ? [code.currency] : []), ...currencies])];
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode({ silent: true });
  const mutation = useCreateOrUpdate({ id: code?.id, create, update, onSaved });
  const submission = useFormSubmission(form, mutation);

  return (
    <FormShell
      form={form}
      submission={submission}
      label={code ? `Edit ${code.code}` : 'New promo code'}
      submitLabel={code ? 'Save changes' : 'Create promo code'}
    >
      {code && (
        // Revenue is summed from orders in the shop's currency (packages default to USD).
        <p className="text-sm text-slate-400">
          Used {code.uses} {code.uses === 1 ? 'time' : 'times'} · revenue{' '}
          {formatMoney(code.revenue, 'USD')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          name="code"
          label="Code"
          maxLength={40}
          autoComplete="off"
          hint="Letters, digits, - and _. Customers may type it in any case."
        />
        <FormSelectField name="discountType" label="Discount type" options={DISCOUNT_TYPES} />
        <FormWholeNumberField
          name="discountValue"
          label="Discount"
          hint="Percent (1–100), or cents off for a fixed amount."
        />
        {fixed && (
          <FormSelectField
            name="currency"
            label="Currency of the amount"
            options={(currencyOptions.length > 0 ? currencyOptions : ['USD']).map((c) => ({
              value: c,
              label: c,
            }))}
            hint="The code applies only to packages priced in it."
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="validFrom" label="Valid from" type="date" hint="Empty: from now." />
        <FormTextField name="validUntil" label="Valid until" type="date" hint="Empty: no end." />
        <FormWholeNumberField
          name="maxUses"
          label="Maximum uses"
          optional
          hint="Empty: no limit."
        />
        <FormWholeNumberField
          name="maxUsesPerCustomer"
          label="Uses per customer"
          optional
          hint="Empty: no limit."
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-200">Packages</legend>
        <p className="text-sm text-slate-400">None ticked: the code applies to every package.</p>
        <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
          {(packages.data ?? []).map((service) => (
            <label key={service.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={service.id}
                className="accent-brand-500"
                {...form.register('serviceIds')}
              />
              {service.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="accent-brand-500" {...form.register('active')} />
        Active (customers can use it)
      </label>
    </FormShell>
  );
}
