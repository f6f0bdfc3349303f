import type { QueryStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** The colour of each status; its words are the contract's. */
export const QUERY_STATUS_TONES: Record<QueryStatus, BadgeTone> = {
  open: 'amber',
  answered: 'green',
  closed: 'slate',
};
