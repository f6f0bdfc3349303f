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

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Mon 23 Nov · 16:00" in the visitor's own time zone and locale. */
export function formatKickOff(iso: string): string {
  const date = new Date(iso);
  return `${dayFormat.format(date)} · ${timeFormat.format(date)}`;
}
