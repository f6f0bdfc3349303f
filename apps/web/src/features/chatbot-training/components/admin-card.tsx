import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of the chatbot page. */
export function AdminCard({
  title,
  titleId,
  titleRef,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  titleId?: string;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-night-700 bg-night-900 p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {/* Focusable from script only: where the focus goes when the last row of a list goes. */}
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A horizontal bar for a 0..1 confidence. */
export function ConfidenceBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-night-700"
    >
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
