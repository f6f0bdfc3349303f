import { MAIL_OFF } from '@streamfront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { TestMailForm } from './test-mail-form';

function fakeServer(answer: (to: string | undefined) => Response) {
  return stubApi(({ method, path, body }) =>
    method === 'POST' && path === '/api/admin/mail/test'
      ? answer((body as { to?: string }).to)
      : undefined,
  );
}

describe('the test mail', () => {
  it('goes to the admin’s own address when none is typed, and reads out the server’s answer', async () => {
    const { calls } = fakeServer((to) =>
      dataAnswer({
        to: to ?? 'ada@example.com',
        accepted: true,
        response: '250 2.0.0 Ok: queued as 4F2A',
      }),
    );
    const user = userEvent.setup();
    renderAdminPage(<TestMailForm />, '/admin/settings');
    const send = screen.getByRole('button', { name: 'Send a test mail' });
    await user.click(send);

    const status = screen.getByRole('status');
    expect(
      await screen.findByText(
        'The mail server accepted the test mail to ada@example.com. It answered: 250 2.0.0 Ok: queued as 4F2A',
      ),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('250 2.0.0 Ok: queued as 4F2A');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    expect(send).toHaveFocus();
  });

  it('sends to a typed address, checked first, and says when the mail server refused it', async () => {
    const { calls } = fakeServer((to) =>
      dataAnswer({ to, accepted: false, response: '550 5.1.1 Mailbox unavailable' }),
    );
    const user = userEvent.setup();
    renderAdminPage(<TestMailForm />, '/admin/settings');
    const to = screen.getByLabelText('Send to');
    await user.type(to, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    expect(to).toHaveAccessibleDescription('Enter a valid email address');
    expect(calls).toHaveLength(0);

    await user.clear(to);
    await user.type(to, 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    expect(
      await screen.findByText(
        'The mail server refused the test mail to ops@example.com. It answered: 550 5.1.1 Mailbox unavailable',
      ),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ to: 'ops@example.com' });
    expect(to).toHaveValue('ops@example.com');
  });

  it('says that mail is off when the server has no mail server set', async () => {
    fakeServer(() => jsonResponse(409, { success: false, message: MAIL_OFF }));
    const user = userEvent.setup();
    renderAdminPage(<TestMailForm />, '/admin/settings');
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_OFF);
  });
});
