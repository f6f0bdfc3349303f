import type { QuerySource, QueryStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_LABELS: Record<QueryStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const STATUS_TONES: Record<QueryStatus, BadgeTone> = {
  open: 'amber',
  answered: 'green',
  closed: 'slate',
};

export const SOURCE_LABELS: Record<QuerySource, string> = {
  contact: 'Contact form',
  chat: 'Chat hand-over',
  customer: 'Customer question',
};
