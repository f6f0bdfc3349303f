import type { PaymentMethod } from '@streamfront/contract';
import { useId } from 'react';
import { cn } from '@/lib/cn';

const CHOICES: readonly { value: PaymentMethod; label: string; hint: string }[] = [
  {
    value: 'card',
    label: 'Pay by card',
    hint: 'Online, on our card processor’s secure page. Your subscription starts as soon as the payment is confirmed.',
  },
  {
    value: 'manual',
    label: 'Pay by transfer, at a terminal or in cash',
    hint: 'Quote your order number when you pay; we confirm the payment by hand and then activate your subscription.',
  },
];

/**
 * How to pay, when card payments are available: a card online, or one of the manual ways.
 * The same cards as the form kit's radio choice, for a checkout that is not a form.
 */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-200">How to pay</legend>
      <div className="mt-1.5 grid gap-3">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
              value === choice.value
                ? 'border-brand-500 bg-brand-600/10'
                : 'border-night-600 bg-night-950 hover:border-night-600/80',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 accent-brand-500"
            />
            <span>
              <span className="block font-semibold text-white">{choice.label}</span>
              <span className="block text-sm text-slate-400">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
