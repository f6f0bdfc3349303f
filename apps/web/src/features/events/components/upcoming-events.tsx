import { useState } from 'react';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { isLiveNow } from '../event-time';
import { EventCard } from './event-card';

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
      className="mx-auto w-full max-w-7xl scroll-mt-2 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-400">
        On the schedule
      </p>
      <h2 id="events-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Upcoming live events
      </h2>
      <p className="mt-3 max-w-2xl text-slate-300">
        The biggest matches, races and fights streaming live on Streamfront. Times are shown in your
        own time zone; add any of them to your calendar.
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
