import { cn } from '@/lib/cn';
import { clampCount } from '../api/inbox-cache';

/** The bell's count: hidden at 0, never negative (spec §4), "99+" past 99. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const value = clampCount(count);
  if (value === 0) return null;
  return (
    <span
      data-testid="notification-badge"
      aria-hidden="true"
      className={cn(
        'absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-night-900',
        className,
      )}
    >
      {value > 99 ? '99+' : value}
    </span>
  );
}
