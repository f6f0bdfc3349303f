import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Grey bars where the rows will be, while the first page loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          data-testid="list-skeleton-row"
          className="h-12 animate-pulse rounded-lg bg-night-800 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/** Nothing to show: says why, and offers the way back when a search or filter is the cause. */
export function ListEmpty({
  title,
  message,
  onClear,
}: {
  title: string;
  message?: ReactNode;
  onClear?: (() => void) | undefined;
}) {
  return (
    <div
      role="status"
      className="rounded-lg border border-dashed border-night-600 p-8 text-center text-slate-300"
    >
      {/* Focusable from script: where the focus goes when the last row it was on is deleted.
          The words only, centred, not the full-width box: the toasts that said what was
          deleted stack over the box's right-hand corner (WCAG 2.4.11). */}
      <div tabIndex={-1} data-list-empty className="mx-auto w-fit max-w-full rounded-sm">
        <p className="font-semibold text-slate-100">{title}</p>
        {message && <p className="mt-1 text-sm">{message}</p>}
      </div>
      {onClear && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
          Clear search and filters
        </Button>
      )}
    </div>
  );
}

/** The list could not load: the message, and a button to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-500/40 bg-red-950/40 p-6 text-center text-red-200"
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
