import { TWO_FACTOR_MESSAGES } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { recoveryCodesShown, turnOnWithCode } from '@/testing/two-factor';
import { siteAnswer } from '@/testing/site-fixtures';
import { renderRoute } from '../test-utils';

const location = () => screen.getByTestId('location').textContent;

const ADMIN = {
  _id: 'a1',
  id: 'a1',
  email: 'admin@example.com',
  name: 'Ada',
  role: 'admin',
  photo: null,
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '0')}`);
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

/** A server whose admin has (`code`) or must set up (`enrol`) two-factor sign-in. */
function stubServer(step: 'code' | 'enrol') {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  stubFetch((url, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (init.method === 'POST') posts.push({ path: url.pathname, body });
    const wrong = () =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] },
      });
    switch (url.pathname) {
      case '/api/auth/login':
        return jsonResponse(200, {
          success: true,
          data:
            step === 'code'
              ? { twoFactorRequired: true, challenge: 'the-challenge' }
              : { twoFactorSetupRequired: true, challenge: 'the-challenge' },
        });
      case '/api/auth/2fa/verify':
        if (body.code !== '123456' && body.code !== 'ABCDE-FGH00') return wrong();
        return jsonResponse(200, { success: true, data: { token: 'fresh', user: ADMIN } });
      case '/api/auth/2fa/setup':
        return jsonResponse(200, {
          success: true,
          data: { otpauthUrl: 'otpauth://totp/x', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', qrCode: QR },
        });
      case '/api/auth/2fa/enable':
        if (body.code !== '123456') return wrong();
        return jsonResponse(200, {
          success: true,
          data: { recoveryCodes: CODES, token: 'fresh', user: ADMIN },
        });
      case '/api/auth/validate':
        return jsonResponse(200, { success: true, data: ADMIN });
      case '/api/site':
        return siteAnswer();
      default:
        return jsonResponse(200, { success: true, data: [] });
    }
  });
  return posts;
}

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login with two-factor sign-in', () => {
  it('asks for the code after the password, tells a wrong one, and signs in with the right one', async () => {
    // The failed attempt is logged on purpose (spec §5).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posts = stubServer('code');
    const user = userEvent.setup();
    renderRoute('/login?returnUrl=%2Faccount');
    await password(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your two-factor code' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Two-factor code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // No token yet: nothing is stored.
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.wrongCode);
    await waitFor(() =>
      expect(screen.getByLabelText('Two-factor code')).toHaveAccessibleDescription(
        TWO_FACTOR_MESSAGES.wrongCode,
      ),
    );

    await user.clear(screen.getByLabelText('Two-factor code'));
    await user.type(screen.getByLabelText('Two-factor code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(posts.filter((p) => p.path === '/api/auth/2fa/verify').at(-1)?.body).toEqual({
      challenge: 'the-challenge',
      code: '123456',
    });
  });

  it('takes a recovery code instead, and goes back to the password', async () => {
    stubServer('code');
    const user = userEvent.setup();
    renderRoute('/login?returnUrl=%2Faccount');
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).not.toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign in to your account' });
    await waitFor(() => expect(heading).toHaveFocus());
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGH00');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it('has an admin who must set it up enrol, save the recovery codes, and go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const posts = stubServer('enrol');
    const user = userEvent.setup();
    renderRoute('/login?returnUrl=%2Faccount');
    await password(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    const steps = await screen.findByRole('heading', {
      name: 'Scan the code with your authenticator app',
    });
    await waitFor(() => expect(steps).toHaveFocus());
    expect(screen.getByRole('img', { name: 'QR code of your two-factor key' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByLabelText('Key: JBSWY3DPEHPK3PXPJBSWY3DP')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    expect(posts).toContainEqual({
      path: '/api/auth/2fa/setup',
      body: { challenge: 'the-challenge' },
    });

    await turnOnWithCode(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.wrongCode);

    await turnOnWithCode(user, '123456');
    const panel = await recoveryCodesShown(CODES);
    // Signed in already; the page waits until the codes are saved.
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(location()).toBe('/login?returnUrl=%2Faccount');

    await user.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(location()).toBe('/account'));
  });
});
