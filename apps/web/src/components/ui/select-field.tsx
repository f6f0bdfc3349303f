import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlBorder, FieldFrame } from './field-frame';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); left out when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled drop-down, with its hint or error linked for screen readers. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          className={cn(
            'w-full min-w-0 rounded-lg border bg-night-950 px-3 py-2 text-slate-100',
            controlBorder(error),
          )}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
