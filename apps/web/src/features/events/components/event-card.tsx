import type { SportEvent } from '@streamfront/contract';
import { eventCalendarUrl } from '../api/event-calendar';
import { formatStartTime } from '@/lib/format-date';
import { competitionBadgeUrl, eventPicture } from '../sport-art';

/** One event of the home page's schedule: its picture, when, where, and a calendar file. */
export function EventCard({ event, live }: { event: SportEvent; live: boolean }) {
  const picture = eventPicture(event);
  const competitionBadge = competitionBadgeUrl(event.competition);
  const titleId = `event-${event._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-night-700 bg-night-800/80 transition-colors hover:border-night-600"
    >
      {/* The picture repeats what the text says: decorative, so alt="". */}
      <div className="relative flex aspect-video items-center justify-center bg-gradient-to-br from-night-700 via-night-800 to-night-950">
        {picture.uploaded ? (
          <img
            src={picture.src}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <img
            src={picture.src}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-24 w-24"
          />
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-2 text-xs font-semibold">
          {live && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-2.5 py-1 uppercase tracking-wide text-white">
              <span
                aria-hidden="true"
                className="h-1.5 w-1.5 animate-pulse rounded-full bg-white"
              />
              Live now
            </span>
          )}
          {event.featured && (
            <span className="rounded-full bg-amber-300 px-2.5 py-1 text-night-950">Featured</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-300">
          {event.sport}
        </p>
        <h3 id={titleId} className="mt-1 text-lg font-bold leading-snug">
          {event.title}
        </h3>
        {event.competition && (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-300">
            {competitionBadge && (
              <img
                src={competitionBadge}
                alt=""
                width={20}
                height={20}
                loading="lazy"
                className="h-5 w-5"
              />
            )}
            {event.competition}
          </p>
        )}
        <p className="mt-auto pt-4 text-sm text-slate-300">
          <time dateTime={event.startsAt}>{formatStartTime(event.startsAt)}</time>
          {event.channel && <> · {event.channel}</>}
        </p>
        <a
          href={eventCalendarUrl(event._id)}
          download
          // The name starts with the words on screen (WCAG 2.5.3), then says which event.
          aria-label={`Add to calendar: ${event.title}`}
          className="mt-3 inline-flex w-fit items-center gap-2 rounded-lg text-sm font-semibold text-brand-300 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            <path d="M6 2h2v2h4V2h2v2h2.5A1.5 1.5 0 0 1 18 5.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 16.5v-11A1.5 1.5 0 0 1 3.5 4H6zM4 8v8h12V8zm5 1h2v2h2v2h-2v2H9v-2H7v-2h2z" />
          </svg>
          Add to calendar
        </a>
      </div>
    </article>
  );
}
