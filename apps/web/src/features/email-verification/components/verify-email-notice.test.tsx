import { EMAIL_VERIFICATION_MESSAGES } from '@streamfront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, stubApi, type ApiCall } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { VerifyEmailNotice } from './verify-email-notice';

const EMAIL = 'riley@example.com';

const me = (emailVerified: boolean) =>
  dataAnswer({
    _id: 'user-1',
    id: 'user-1',
    email: EMAIL,
    name: 'Riley',
    role: 'user',
    photo: null,
    emailVerified,
  });

/** The server: /auth/me as `verified()` says, and `resend` for the resend call. */
function stubServer(verified: () => boolean, resend: () => Response) {
  return stubApi((call: ApiCall) => {
    if (call.method === 'GET' && call.path === '/api/auth/me') return me(verified());
    if (call.method === 'POST' && call.path === '/api/auth/verify-email/resend') return resend();
    return undefined;
  });
}

const resends = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/auth/verify-email/resend');

describe('the account’s verification notice', () => {
  it('asks to verify an unverified email and sends the link again on request', async () => {
    const { calls } = stubServer(
      () => false,
      () => dataAnswer({ message: EMAIL_VERIFICATION_MESSAGES.sent, mailSent: true }),
    );
    const user = userEvent.setup();
    renderWithQuery(<VerifyEmailNotice email={EMAIL} />);
    const notice = await screen.findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent(`We sent a link to ${EMAIL}`);
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.sent),
    );
    expect(resends(calls)).toHaveLength(1);
    // A request made, not a body sent: the server takes none.
    expect(resends(calls)[0]!.body).toBeUndefined();
  });

  it('shows nothing once the email is verified', async () => {
    const { calls } = stubServer(
      () => true,
      () => dataAnswer({}),
    );
    const { queryClient } = renderWithQuery(<VerifyEmailNotice email={EMAIL} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['auth', 'me', EMAIL])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('says how long to wait when the hour’s links are used up', async () => {
    const tooMany = EMAIL_VERIFICATION_MESSAGES.tooMany(42);
    stubServer(
      () => false,
      () => jsonResponse(429, { success: false, message: tooMany }, { 'retry-after': '2520' }),
    );
    const user = userEvent.setup();
    renderWithQuery(<VerifyEmailNotice email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('says so when the site sends no mail', async () => {
    stubServer(
      () => false,
      () => dataAnswer({ message: EMAIL_VERIFICATION_MESSAGES.noMail, mailSent: false }),
    );
    const user = userEvent.setup();
    renderWithQuery(<VerifyEmailNotice email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.noMail),
    );
  });

  it('goes away when the server says the email was verified meanwhile (another tab, a phone)', async () => {
    let verified = false;
    stubServer(
      () => verified,
      () => {
        verified = true;
        return dataAnswer({
          message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
          mailSent: false,
        });
      },
    );
    const user = userEvent.setup();
    renderWithQuery(<VerifyEmailNotice email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument(),
    );
  });
});
