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
