import {
  FORGOT_PASSWORD_NO_MAIL,
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
} from '@streamfront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { siteAnswer } from '@/testing/site-fixtures';
import { renderRoute } from '../test-utils';

const location = () => screen.getByTestId('location').textContent;

function stubServer({ mailSent = true, linkValid = true } = {}) {
  const posts: { path: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (init.method === 'POST')
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
    if (url.pathname === '/api/auth/forgot-password') {
      const message = mailSent ? FORGOT_PASSWORD_SENT : FORGOT_PASSWORD_NO_MAIL;
      return jsonResponse(200, { success: true, data: { message, mailSent } });
    }
    if (url.pathname === '/api/auth/reset-password') {
      if (!linkValid) {
        return jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { token: [RESET_LINK_INVALID] },
        });
      }
      const user = {
        _id: 'user-1',
        id: 'user-1',
        email: 'riley@example.com',
        name: 'Riley',
        role: 'user',
        photo: null,
      };
      return jsonResponse(200, { success: true, data: { token: 'fresh', user } });
    }
    if (url.pathname === '/api/auth/validate') return validateAnswer();
    if (url.pathname === '/api/site') return siteAnswer();
    return jsonResponse(200, { success: true, data: [] });
  });
  return { posts };
}

describe('/login: forgot password', () => {
  it('asks for a link, says what the server says, and goes back with focus kept', async () => {
    const { posts } = stubServer();
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'Riley@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toHaveAttribute('role', 'status');
    // Checked and written as the contract's schema does, as the server would.
    expect(posts).toEqual([
      { path: '/api/auth/forgot-password', body: { email: 'riley@example.com' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus(),
    );
  });

  it('says plainly when the site cannot send mail, with the support address', async () => {
    stubServer({ mailSent: false });
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'riley@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(`${FORGOT_PASSWORD_NO_MAIL} (help@example.com)`),
    ).toHaveAttribute('role', 'status');
  });
});

describe('/login?resetToken=…', () => {
  it('sets the new password with the link’s token and signs in', async () => {
    const { posts } = stubServer();
    const user = userEvent.setup();
    renderRoute('/login?resetToken=abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New password/), 'A-brand-new-passphrase-7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(posts).toContainEqual({
      path: '/api/auth/reset-password',
      body: { token: 'abc123', newPassword: 'A-brand-new-passphrase-7' },
    });
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    // The failed sign-in is logged on purpose (spec §5).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({ linkValid: false });
    const user = userEvent.setup();
    renderRoute('/login?resetToken=used');
    await user.type(await screen.findByLabelText(/New password/), 'A-brand-new-passphrase-7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});
