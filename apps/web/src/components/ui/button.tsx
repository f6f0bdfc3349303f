import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Hover darkens: white text keeps at least 4.5:1 on every state (brand-500 gave 3.67:1).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-night-600 bg-night-800 text-slate-100 hover:bg-night-700',
  ghost: 'text-slate-200 hover:bg-night-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Shared class names, so links can look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a small spinner and ignores presses while the action runs. The button stays
   * enabled (aria-disabled, not disabled): a disabled button drops the focus to the page
   * body, and a person who pressed it would have to find their place again after a failure.
   */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // Cancelling the click also stops a submit, whether pressed or implied by Enter in a field.
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      className={cn(buttonClasses(variant, size), loading && 'cursor-progress', className)}
      {...rest}
    >
      {loading && <Spinner size="sm" label="Working…" />}
      {children}
    </button>
  );
}
