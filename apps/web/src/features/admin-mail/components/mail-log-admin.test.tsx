import type { MailMessage, MailMessageDetail } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { MAILED_ORDER_ID as ORDER_ID, mailMessage } from '@/testing/mail-fixtures';
import { MailLogAdmin } from './mail-log-admin';

function message(n: number, patch: Partial<MailMessageDetail> = {}): MailMessageDetail {
  return {
    ...mailMessage(n),
    html: `<html><body><h1>Thanks for your order ${n}</h1></body></html>`,
    text: `Thanks for your order ${n}.\nQuote SF-00010${n} when you pay.`,
    ...patch,
  };
}

const DEAD = message(1, {
  template: 'renewal-reminder',
  subject: 'Your subscription ends in 7 days',
  state: 'dead',
  lastError: '550 5.1.1 Recipient address rejected: User unknown',
  sentAt: null,
});
const SENT = message(2);
const RESET = message(3, {
  template: 'password-reset',
  subject: 'Reset your password',
  orderId: null,
  secret: true,
  state: 'failed',
  sentAt: null,
  html: null,
  text: null,
});

const listed = ({ html: _html, text: _text, ...row }: MailMessageDetail): MailMessage => row;

/** The mail log API over an in-memory log: resend queues a failed or given-up message again. */
function fakeServer(initial: MailMessageDetail[], { mailOff = false } = {}) {
  let rows = [...initial];
  const api = stubApi(({ method, path, query, id }) => {
    if (method === 'GET' && path === '/api/admin/mail') {
      const state = query.get('state');
      const template = query.get('template');
      const orderId = query.get('orderId');
      return listAnswer(
        rows
          .filter(
            (row) =>
              (!state || row.state === state) &&
              (!template || row.template === template) &&
              (!orderId || row.orderId === orderId),
          )
          .map(listed),
      );
    }
    const row = rows.find((r) => r.id === id);
    if (method === 'GET' && row) return dataAnswer(row);
    if (method === 'POST' && row && path.endsWith('/resend')) {
      if (mailOff)
        return jsonResponse(409, {
          success: false,
          message: 'Outgoing mail is off: set SMTP_URL on the server to send mail',
        });
      const queued = { ...row, state: 'queued' as const };
      rows = rows.map((r) => (r.id === id ? queued : r));
      return dataAnswer(listed(queued));
    }
    return undefined;
  });
  return { ...api, rows: () => rows };
}

function Location() {
  return <output data-testid="url">{useLocation().search}</output>;
}

const renderLog = (url = '/admin/mail') =>
  renderAdminPage(
    <>
      <MailLogAdmin />
      <Location />
    </>,
    url,
  );
const table = () => screen.findByRole('table', { name: 'Mail log' });

describe('the mail log', () => {
  it('lists each message with its recipient, template, state and tries', async () => {
    fakeServer([DEAD, SENT]);
    renderLog();
    const row = (
      await within(await table()).findByText('Your subscription ends in 7 days')
    ).closest('tr')!;
    expect(row).toHaveTextContent('To customer1@example.com');
    expect(row).toHaveTextContent('Renewal reminder');
    expect(within(row).getByText('Given up')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 try');
    expect(row).toHaveTextContent('Last error: 550 5.1.1 Recipient address rejected');
  });

  it('opens on the given-up messages from the notice’s link, and filters by template', async () => {
    const { calls } = fakeServer([DEAD, SENT]);
    const user = userEvent.setup();
    renderLog('/admin/mail?state=dead');
    await within(await table()).findByText('Your subscription ends in 7 days');
    expect(within(await table()).queryByText('Your order SF-000102')).toBeNull();
    expect(screen.getByLabelText('State')).toHaveValue('dead');
    expect(calls.find((c) => c.path === '/api/admin/mail')?.query.get('state')).toBe('dead');

    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.selectOptions(screen.getByLabelText('Template'), 'Order placed');
    expect(screen.getByTestId('url')).toHaveTextContent('?template=order-placed');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Mail log' })).queryByText(
          'Your subscription ends in 7 days',
        ),
      ).toBeNull(),
    );
  });

  it('opens a message as it was sent, in a sandboxed frame, with its text part', async () => {
    fakeServer([DEAD, SENT]);
    const user = userEvent.setup();
    renderLog();
    const opener = await screen.findByRole('button', {
      name: 'Open the message "Your order SF-000102" to customer2@example.com',
    });
    await user.click(opener);
    expect(screen.getByTestId('url')).toHaveTextContent(`?message=${SENT.id}`);
    const panel = await screen.findByRole('region', { name: 'Your order SF-000102' });
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Your order SF-000102' })).toHaveFocus(),
    );
    const frame = within(panel).getByTitle('The message "Your order SF-000102" as sent');
    expect(frame.tagName).toBe('IFRAME');
    // Nothing in the message runs: no script, no form, no navigation of the admin's page.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Thanks for your order 2');
    expect(within(panel).getByText(/Quote SF-000102 when you pay\./)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      `/admin/orders?order=${ORDER_ID}`,
    );
    // A sent message is not sent again from here.
    expect(within(panel).queryByRole('button', { name: 'Send again' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends a given-up message again: it shows queued, and the focus lands on the line saying so', async () => {
    const server = fakeServer([DEAD, SENT]);
    const user = userEvent.setup();
    renderLog(`/admin/mail?message=${DEAD.id}`);
    const panel = await screen.findByRole('region', { name: 'Your subscription ends in 7 days' });
    await user.click(await within(panel).findByRole('button', { name: 'Send again' }));

    expect(
      await screen.findByText(
        '"Your subscription ends in 7 days" is queued to customer1@example.com again.',
      ),
    ).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === `/api/admin/mail/${DEAD.id}/resend`)).toBe(true);
    const note = await within(panel).findByText(/^Queued to be sent again\./);
    await waitFor(() => expect(note).toHaveFocus());
    expect(within(panel).getByText('Queued')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('never shows the words of a message that held a sign-in link, nor offers to resend it', async () => {
    fakeServer([RESET]);
    renderLog(`/admin/mail?message=${RESET.id}`);
    const panel = await screen.findByRole('region', { name: 'Reset your password' });
    expect(
      await within(panel).findByText('This message held a sign-in link; its text is not kept.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/the customer can ask for a new one/)).toBeInTheDocument();
    expect(panel.querySelector('iframe')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('shows one order’s mail when asked, and all of it again on Show all mail', async () => {
    const other = message(4, { orderId: null, subject: 'A reply to your question' });
    const { calls } = fakeServer([SENT, other]);
    const user = userEvent.setup();
    renderLog(`/admin/mail?orderId=${ORDER_ID}`);
    await within(await table()).findByText('Your order SF-000102');
    expect(within(await table()).queryByText('A reply to your question')).toBeNull();
    expect(calls.find((c) => c.path === '/api/admin/mail')?.query.get('orderId')).toBe(ORDER_ID);

    await user.click(screen.getByRole('button', { name: 'Show all mail' }));
    expect(await within(await table()).findByText('A reply to your question')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Search the mail log')).toHaveFocus());
  });
});
