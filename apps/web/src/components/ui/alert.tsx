import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An inline message; errors are announced at once, the rest politely. */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'whitespace-pre-line rounded-lg border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-500/40 bg-red-950/40 text-red-200'
          : 'border-accent-400/30 bg-night-800 text-slate-200',
        className,
      )}
    >
      {children}
    </div>
  );
}
