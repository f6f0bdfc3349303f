import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { recoveryCodesShown, turnOnWithCode } from '@/testing/two-factor';
import { renderWithQuery } from '@/testing/render-with-query';
import { TwoFactorPanel } from './two-factor-panel';

const CODES = Array.from({ length: 10 }, (_, i) => `KMNPQ-RSTW${i}`);
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-03-01T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};

/** A server holding one admin's two-factor state; the right code is 123456. */
function stubServer(initial: TwoFactorStatus) {
  let status = initial;
  const calls: { path: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    calls.push({ path: url.pathname, body });
    const wrong = (field: string, message: string) =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { [field]: [message] },
      });
    switch (url.pathname) {
      case '/api/auth/2fa':
        return jsonResponse(200, { success: true, data: status });
      case '/api/auth/2fa/setup':
        return jsonResponse(200, {
          success: true,
          data: { otpauthUrl: 'otpauth://totp/x', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', qrCode: QR },
        });
      case '/api/auth/2fa/enable':
        if (body.code !== '123456') return wrong('code', TWO_FACTOR_MESSAGES.wrongCode);
        status = ON;
        return jsonResponse(200, { success: true, data: { recoveryCodes: CODES } });
      case '/api/auth/2fa/disable':
        if (body.password !== 'right-password')
          return wrong('password', TWO_FACTOR_MESSAGES.wrongPassword);
        if (body.code !== '123456') return wrong('code', TWO_FACTOR_MESSAGES.wrongCode);
        status = OFF;
        return jsonResponse(200, { success: true, data: status });
      default:
        return jsonResponse(404, { success: false, message: 'Not found' });
    }
  });
  return calls;
}

describe('the two-factor section of /admin/profile', () => {
  it('sets it up: QR code and key, a code to confirm, the recovery codes once', async () => {
    const calls = stubServer(OFF);
    const user = userEvent.setup();
    // The page's list of sessions reads again: turning it on signed out the others.
    const turnedOn = vi.fn();
    renderWithQuery(<TwoFactorPanel onTurnedOn={turnedOn} />);
    expect(await screen.findByText(/Off: signing in asks for your password only/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const steps = await screen.findByRole('heading', {
      name: 'Scan the code with your authenticator app',
    });
    await waitFor(() => expect(steps).toHaveFocus());
    expect(screen.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/auth/2fa/setup')).toEqual([
      { path: '/api/auth/2fa/setup', body: {} },
    ]);

    await turnOnWithCode(user, '000000');
    await waitFor(() =>
      expect(screen.getByLabelText('Code from the app')).toHaveAccessibleDescription(
        TWO_FACTOR_MESSAGES.wrongCode,
      ),
    );
    expect(screen.getByLabelText('Code from the app')).toHaveFocus();
    expect(turnedOn).not.toHaveBeenCalled();

    await turnOnWithCode(user, '123456');
    const panel = await recoveryCodesShown(CODES);
    expect(turnedOn).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('button', { name: 'Copy recovery codes' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Download' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('region', { name: 'Save your recovery codes' })).toBeNull();
    expect(await screen.findByText(/10 recovery codes left/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus(),
    );
    // The codes are gone for good: nowhere on the page any more.
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it('turns it off with the password and a code, saying which was wrong', async () => {
    const calls = stubServer(ON);
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'wrong');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        TWO_FACTOR_MESSAGES.wrongPassword,
      ),
    );

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(/Off: signing in asks for your password only/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.path === '/api/auth/2fa/disable').at(-1)?.body).toEqual({
      password: 'right-password',
      code: '123456',
    });
  });

  it('cancels the set-up back to the button that opened it', async () => {
    stubServer(OFF);
    const user = userEvent.setup();
    renderWithQuery(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveFocus(),
    );
  });
});
