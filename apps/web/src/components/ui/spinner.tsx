import { cn } from '@/lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = {
  sm: 'h-4 w-4 border-2',
  md: 'h-8 w-8 border-[3px]',
  lg: 'h-14 w-14 border-4',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; the ring itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading…', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        data-size={size}
        className={cn(
          'animate-spin rounded-full border-night-600 border-t-brand-500 motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space a lazily loaded page will take. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Covers the whole window: the start-up screen of spec §2 (end-to-end tests wait on its test id). */
export function FullScreenSpinner({ label = 'Loading Streamfront…' }: { label?: string }) {
  return (
    <div
      data-testid="startup-spinner"
      className="fixed inset-0 z-50 flex items-center justify-center bg-night-900"
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
