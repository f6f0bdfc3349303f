import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlBorder, FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line field, with its hint or error linked for screen readers. */
export function TextAreaField({ label, error, hint, className, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={5}
          className={cn(
            'min-h-28 rounded-lg border bg-night-950 px-3 py-2 text-slate-100 placeholder:text-slate-400',
            controlBorder(error),
          )}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
