import type { ContentReportStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const REPORT_STATUS_TONES: Record<ContentReportStatus, BadgeTone> = {
  open: 'red',
  investigating: 'amber',
  resolved: 'green',
  dismissed: 'slate',
};

/** Who hears of each status once it is saved (decision 030), said before the admin saves. */
export const REPORT_STATUS_TELLS: Record<ContentReportStatus, string> = {
  open: 'Nobody is told.',
  investigating: 'Nobody is told.',
  resolved: 'Each reporter is told with your note: a notification with an account, else an email.',
  dismissed: 'Each reporter is told with your note: a notification with an account, else an email.',
};
