import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'green' | 'slate' | 'brand' | 'amber' | 'red';

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-900/50 text-emerald-200 ring-emerald-500/40',
  slate: 'bg-night-800 text-slate-300 ring-night-600',
  brand: 'bg-brand-600/20 text-brand-300 ring-brand-500/40',
  amber: 'bg-amber-900/40 text-amber-200 ring-amber-500/40',
  red: 'bg-red-950/50 text-red-200 ring-red-500/40',
};

/** A short status word beside a record: "Shown", "Hidden", "Popular". */
export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A record's status as a badge: the contract's word for it, in the page's colour for it. */
export function StatusBadge<Status extends string>({
  status,
  labels,
  tones,
}: {
  status: Status;
  labels: Record<Status, string>;
  tones: Record<Status, BadgeTone>;
}) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
