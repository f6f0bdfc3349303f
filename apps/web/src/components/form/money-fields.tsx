import { formatMoney } from '@streamfront/contract';
import { useWatch } from 'react-hook-form';
import { FormTextField } from './fields';

const asNumber = { valueAsNumber: true } as const;

/**
 * An amount in minor units and its currency code, the form's `name` and `currency` values.
 * The amount's hint reads it back as money ("1999 is $19.99"), so a slip of two zeros shows.
 */
export function FormMoneyFields({
  name,
  label,
  min,
}: {
  name: string;
  label: string;
  min: number;
}) {
  const [amount, currency] = useWatch({ name: [name, 'currency'] }) as [unknown, unknown];
  const hint =
    typeof amount === 'number' && Number.isInteger(amount) && amount >= min
      ? `In minor units (cents): ${amount} is ${formatMoney(amount, String(currency || 'USD'))}.`
      : 'In minor units (cents): 1999 is $19.99.';
  return (
    <>
      <FormTextField
        name={name}
        label={label}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        hint={hint}
        registerOptions={asNumber}
      />
      <FormTextField
        name="currency"
        label="Currency"
        maxLength={3}
        autoComplete="off"
        hint="Three letters, e.g. USD."
      />
    </>
  );
}
