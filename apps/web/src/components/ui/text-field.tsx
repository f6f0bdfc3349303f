import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlBorder, FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the input and linked to it for screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'rounded-lg border bg-night-950 px-3 py-2 text-slate-100 placeholder:text-slate-400',
            controlBorder(error),
          )}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
