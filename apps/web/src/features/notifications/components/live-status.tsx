import { cn } from '@/lib/cn';
import type { LiveState } from '../live/live-connection';
import { useLiveStatus } from '../live/use-live-notifications';

const WORDS: Record<LiveState, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  disconnected: 'Disconnected',
};

const DOTS: Record<LiveState, string> = {
  connecting: 'bg-amber-400',
  connected: 'bg-emerald-400',
  reconnecting: 'bg-amber-400',
  disconnected: 'bg-slate-500',
};

/** One line saying whether live updates are arriving (spec §4 states). */
export function LiveStatus({ className }: { className?: string }) {
  const { state, off } = useLiveStatus();
  const text =
    off === 'serverless-host'
      ? 'Off on this hosting; the list updates when you reload'
      : off === 'no-stored-token'
        ? 'Off: sign in again to get live updates'
        : WORDS[state];
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-slate-400', className)}>
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', DOTS[state])} />
      Live updates: {text}
    </p>
  );
}
