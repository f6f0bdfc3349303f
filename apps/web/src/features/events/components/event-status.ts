import type { EventStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const EVENT_STATUS_TONES: Record<EventStatus, BadgeTone> = {
  scheduled: 'brand',
  live: 'red',
  finished: 'slate',
  cancelled: 'amber',
};

export const EVENT_STATUS_OPTIONS = (Object.keys(EVENT_STATUS_LABELS) as EventStatus[]).map(
  (value) => ({ value, label: EVENT_STATUS_LABELS[value] }),
);
