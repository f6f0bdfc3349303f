import type { MailMessage } from '@streamfront/contract';

/** The order the messages of the mail tests were sent about. */
export const MAILED_ORDER_ID = '5d1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01';

/** A message of the mail log, numbered to tell several apart: an order's confirmation, sent. */
export function mailMessage(n: number, patch: Partial<MailMessage> = {}): MailMessage {
  const id = `7b0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    to: `customer${n}@example.com`,
    template: 'order-placed',
    subject: `Your order SF-00010${n}`,
    state: 'sent',
    attempts: 1,
    lastError: null,
    orderId: MAILED_ORDER_ID,
    secret: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    sentAt: '2026-11-22T10:00:04.000Z',
    ...patch,
  };
}
