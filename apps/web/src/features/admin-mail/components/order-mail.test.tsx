import type { MailMessage } from '@streamfront/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { MAILED_ORDER_ID as ORDER_ID, mailMessage } from '@/testing/mail-fixtures';
import { OrderMail } from './order-mail';

const mail = (n: number, patch: Partial<MailMessage>): MailMessage =>
  mailMessage(n, { to: 'jane@example.com', subject: 'Your order SF-000101', ...patch });

describe('an order’s mail', () => {
  it('lists what the order caused, each with its state and a link into the mail log', async () => {
    const placed = mail(1, {});
    const paid = mail(2, {
      template: 'payment-received',
      subject: 'Payment received for SF-000101',
      state: 'failed',
      sentAt: null,
    });
    const { calls } = stubApi(({ path }) =>
      path === '/api/admin/mail' ? listAnswer([paid, placed], 50) : undefined,
    );
    renderAdminPage(<OrderMail orderId={ORDER_ID} orderVersion="v1" />, '/admin/orders');

    const list = await screen.findByRole('list', { name: 'Mail of this order' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Payment received for SF-000101 · to jane@example.com');
    expect(within(first!).getByText('Failed, will retry')).toBeInTheDocument();
    expect(within(second!).getByText('Sent')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /^Payment received/ })).toHaveAttribute(
      'href',
      `/admin/mail?message=${paid.id}`,
    );
    const query = calls.find((c) => c.path === '/api/admin/mail')!.query;
    expect(query.get('orderId')).toBe(ORDER_ID);
    expect(query.get('pageSize')).toBe('50');
  });

  it('says so when the order caused no mail yet', async () => {
    stubApi(({ path }) => (path === '/api/admin/mail' ? listAnswer([]) : undefined));
    renderAdminPage(<OrderMail orderId={ORDER_ID} orderVersion="v1" />, '/admin/orders');
    expect(await screen.findByText('No mail for this order yet.')).toBeInTheDocument();
  });
});
