import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The border of a control, red while it has an error. */
export function controlBorder(error: string | undefined): string {
  return error ? 'border-red-500' : 'border-night-600 focus:border-brand-500';
}

/**
 * Label, hint and error around one control, linked for screen readers: shared by the text,
 * text-area and select fields so they read and behave alike.
 */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  // The hint is hidden while an error shows: point only at what is on screen.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : '';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
