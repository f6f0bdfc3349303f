import type { VodRequestStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const VOD_STATUS_TONES: Record<VodRequestStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'brand',
  added: 'green',
  rejected: 'slate',
};

/** Who hears of each status once it is saved (decision 030), said before the admin saves. */
export const VOD_STATUS_TELLS: Record<VodRequestStatus, string> = {
  pending: 'Nobody is told.',
  approved: 'Everyone who asked is told once: a notification, or an email without an account.',
  added: 'Everyone who asked gets a notification (with an account) and an email.',
  rejected: 'Everyone who asked is told once: a notification, or an email without an account.',
};
