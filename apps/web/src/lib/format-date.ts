import {
  formatCalendarDay as writeCalendarDay,
  formatInstant,
  type DateFormatStyle,
  type Instant,
  type ReaderPlace,
} from '@streamfront/contract';

/**
 * Dates and times on every page, in the viewer's own language and time zone (the browser's:
 * no locale or zone is passed). One implementation, the contract's, which the server's
 * notices use too with their own place (decision 040).
 */

type MaybeInstant = Instant | null | undefined;

/** "Nov 23, 2026" for an American reader, "23 Nov 2026" for a British one; a dash for none. */
export const formatDate = (at: MaybeInstant) => formatInstant('date', at);

/** "Nov 23, 2026, 2:05 PM": timelines, messages, the time something happened. */
export const formatDateTime = (at: MaybeInstant) => formatInstant('dateTime', at);

/** "2:05 PM": a chat message's time. */
export const formatTime = (at: MaybeInstant) => formatInstant('time', at);

/**
 * "Sat, Nov 28, 08:00 PM GMT+1": a start time with the clock it is read on, so a schedule
 * read abroad or shared in a chat says which it means. `place` is for tests only.
 */
export const formatStartTime = (at: MaybeInstant, place?: ReaderPlace) =>
  formatInstant('startTime', at, place);

/**
 * A calendar day (`2026-11-03`) or month (`2026-11`): a finance period, a promo code's first
 * and last day. The same day wherever it is read, so never shifted by the viewer's zone.
 */
export const formatCalendarDay = (
  day: string | null | undefined,
  style: Extract<DateFormatStyle, 'date' | 'dayMonth' | 'month' | 'shortMonth'> = 'date',
) => writeCalendarDay(day, style);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now"; an unreadable date gives an empty string. */
export function formatWhen(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
