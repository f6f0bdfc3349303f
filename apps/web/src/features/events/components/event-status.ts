import type { EventStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const EVENT_STATUS_TONES: Record<EventStatus, BadgeTone> = {
  scheduled: 'brand',
  live: 'red',
  finished: 'slate',
  cancelled: 'amber',
};
