import type { SportEvent } from '@streamfront/contract';
import { useState } from 'react';
import { formatStartTime } from '@/lib/format-date';
import { isLiveNow } from '../event-time';

/** The hero's glimpse of the schedule on wide screens: what is live and what comes next. */
export function UpNextCard({ events }: { events: SportEvent[] }) {
  const [now] = useState(() => Date.now());
  const shown = events.slice(0, 3);
  if (shown.length === 0) return null;

  return (
    <div className="w-full max-w-sm rounded-3xl border border-white/10 bg-night-950/70 p-5 shadow-2xl shadow-black/50 backdrop-blur-md">
      <p className="text-xs font-semibold uppercase tracking-widest text-slate-300">
        Live and up next
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {shown.map((event) => (
          <li key={event._id} className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
            <p className="flex items-center gap-2 text-xs font-semibold text-slate-300">
              {isLiveNow(event, now) ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-2 py-0.5 uppercase tracking-wide text-white">
                  <span
                    aria-hidden="true"
                    className="h-1.5 w-1.5 animate-pulse rounded-full bg-white"
                  />
                  Live now
                </span>
              ) : (
                <time dateTime={event.startsAt}>{formatStartTime(event.startsAt)}</time>
              )}
              <span aria-hidden="true">·</span>
              {event.sport}
            </p>
            <p className="mt-1.5 font-semibold text-white">{event.title}</p>
            {(event.competition || event.channel) && (
              <p className="mt-0.5 text-sm text-slate-300">
                {[event.competition, event.channel].filter(Boolean).join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <a
        href="#events"
        className="mt-4 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline"
      >
        See the full schedule
      </a>
    </div>
  );
}
