import type { SportEvent } from '@streamfront/contract';
import { useState } from 'react';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { formatKickOff, isLiveNow } from '../event-time';

/**
 * "Upcoming live events" on the home page. Nothing at all while loading, on failure or with
 * an empty schedule: the section is a bonus, never a hole in the page.
 */
export function UpcomingEvents() {
  const events = useUpcomingEvents(6);
  // "Live now" as of this visit; the list itself refreshes with the query.
  const [now] = useState(() => Date.now());
  if (!events.data || events.data.length === 0) return null;

  return (
    <section
      id="events"
      aria-labelledby="events-title"
      className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-400">
        On the schedule
      </p>
      <h2 id="events-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Upcoming live events
      </h2>
      <p className="mt-3 max-w-2xl text-slate-300">
        The biggest matches, races and fights streaming live on Streamfront. Times are shown in your
        own time zone.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {events.data.map((event) => (
          <li key={event._id}>
            <EventCard event={event} live={isLiveNow(event, now)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EventCard({ event, live }: { event: SportEvent; live: boolean }) {
  return (
    <article
      aria-labelledby={`event-${event._id}`}
      className="flex h-full flex-col rounded-2xl border border-night-700 bg-night-800/80 p-5 transition-colors hover:border-night-600"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {live ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-2.5 py-1 uppercase tracking-wide text-white">
            <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />
            Live now
          </span>
        ) : (
          <span className="rounded-full bg-night-700 px-2.5 py-1 text-slate-200">
            {formatKickOff(event.startsAt)}
          </span>
        )}
        <span className="rounded-full border border-night-600 px-2.5 py-1 text-slate-300">
          {event.sport}
        </span>
        {event.featured && (
          <span className="rounded-full border border-amber-400/40 px-2.5 py-1 text-amber-300">
            Featured
          </span>
        )}
      </div>
      <h3 id={`event-${event._id}`} className="mt-4 text-lg font-bold leading-snug">
        {event.title}
      </h3>
      {event.competition && <p className="mt-1 text-sm text-slate-300">{event.competition}</p>}
      <p className="mt-auto pt-4 text-sm text-slate-400">
        <time dateTime={event.startsAt}>{formatKickOff(event.startsAt)}</time>
        {event.channel && <> · {event.channel}</>}
      </p>
    </article>
  );
}
