import { EVENT_STATUS_LABELS, EVENT_STATUSES, type EventStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const EVENT_STATUS_TONES: Record<EventStatus, BadgeTone> = {
  scheduled: 'brand',
  live: 'red',
  finished: 'slate',
  cancelled: 'amber',
};

export const EVENT_STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({
  value,
  label: EVENT_STATUS_LABELS[value],
}));
