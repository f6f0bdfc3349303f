import type { MailMessage, MailState } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const MAIL_STATE_TONES: Record<MailState, BadgeTone> = {
  queued: 'slate',
  sent: 'green',
  failed: 'amber',
  dead: 'red',
};

/** What the server sends again: a failed or given-up message whose text was kept. */
export const canResend = (message: MailMessage) =>
  !message.secret && (message.state === 'failed' || message.state === 'dead');

/** Where the mail log opens one message: what a notice or an order's mail list links to. */
export const mailMessagePath = (id: string) => `/admin/mail?message=${encodeURIComponent(id)}`;
