import type { SportEvent } from '@streamfront/contract';

/** Live when the admin says so, or when a scheduled event's time has come and not passed. */
export function isLiveNow(event: Pick<SportEvent, 'status' | 'startsAt' | 'endsAt'>, now: number) {
  if (event.status === 'live') return true;
  return (
    event.status === 'scheduled' &&
    Date.parse(event.startsAt) <= now &&
    now < Date.parse(event.endsAt)
  );
}

export interface KickOffOptions {
  /** Defaults to the visitor's own zone and language; tests fix them. */
  timeZone?: string | undefined;
  locale?: string | undefined;
}

/**
 * "Sat 28 Nov, 20:00 GMT+1": the start in the visitor's own time zone, named, so a schedule
 * read abroad or shared in a chat says which clock it means.
 */
export function formatKickOff(iso: string, { timeZone, locale }: KickOffOptions = {}): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'shortOffset',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
