import type { ProvisioningSettings } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { ProvisioningForm } from './provisioning-form';

afterEach(() => vi.unstubAllGlobals());

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BUILT_IN: ProvisioningSettings = {
  connector: 'built-in',
  url: null,
  secretSet: false,
  accessInMail: 'details',
  graceDays: 3,
};

/** The provisioning settings API; a save makes a secret when none is kept, as the contract says. */
function fakeServer(initial: ProvisioningSettings, { save }: { save?: () => Response } = {}) {
  let stored = initial;
  return stubApi(({ method, path, body }) => {
    if (path !== '/api/admin/settings/provisioning') return undefined;
    if (method === 'GET') return dataAnswer(stored);
    if (save) return save();
    const sent = body as { connector: 'built-in' | 'webhook'; url?: string; secret?: string };
    const makes = sent.connector === 'webhook' && !stored.secretSet && !sent.secret;
    stored = {
      ...stored,
      ...(body as object),
      url: sent.url ?? stored.url,
      secretSet: stored.secretSet || sent.connector === 'webhook',
    };
    const { secret: _kept, ...settings } = stored as ProvisioningSettings & { secret?: string };
    return dataAnswer(makes ? { ...settings, newSecret: SECRET } : settings);
  });
}

const renderForm = () => renderAdminPage(<ProvisioningForm />, '/admin/settings');
const form = () => screen.findByRole('form', { name: 'Provisioning settings' });

describe('the provisioning settings', () => {
  it('explains the webhook connector and links to the Webhooks page', async () => {
    fakeServer(BUILT_IN);
    renderForm();
    await form();
    expect(screen.getByText(/signed by the Standard Webhooks specification/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webhooks page' })).toHaveAttribute(
      'href',
      '/admin/settings/webhooks',
    );
  });

  it('asks for a URL with the webhook, then shows the secret it made once', async () => {
    const { calls } = fakeServer(BUILT_IN);
    const user = userEvent.setup();
    const page = renderForm();
    const shell = await form();
    expect(within(shell).queryByLabelText('Webhook URL')).not.toBeInTheDocument();
    expect(within(shell).getByRole('radio', { name: /^Built-in/ })).toBeChecked();

    await user.click(within(shell).getByRole('radio', { name: /^Webhook \(your streaming panel/ }));
    expect(within(shell).getByLabelText('Signing secret')).toHaveAccessibleDescription(
      /Leave empty and one is made when you save/,
    );
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));
    expect(within(shell).getByLabelText('Webhook URL')).toHaveAccessibleDescription(
      'Enter the URL your streaming panel receives events on',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(shell).getByLabelText('Webhook URL'), 'https://panel.example.com/sf');
    await user.click(within(shell).getByRole('radio', { name: /^A link to see them signed in/ }));
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));

    const panel = await screen.findByRole('region', {
      name: 'Signing secret of the provisioning webhook',
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      connector: 'webhook',
      url: 'https://panel.example.com/sf',
      accessInMail: 'link',
      graceDays: 3,
    });
    expect(within(panel).getByText(SECRET)).toBeInTheDocument();
    expect(panel).toHaveAccessibleDescription(/will not be shown again/);
    // The form now knows a secret is kept.
    expect(within(shell).getByLabelText('Signing secret')).toHaveAccessibleDescription(
      /Leave empty to keep the current one/,
    );

    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(within(shell).getByRole('button', { name: 'Save provisioning' })).toHaveFocus();

    page.unmount();
    renderForm();
    const again = await form();
    expect(within(again).getByLabelText('Webhook URL')).toHaveValue('https://panel.example.com/sf');
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('checks a pasted secret with the contract and sends a good one', async () => {
    const { calls } = fakeServer({
      connector: 'webhook',
      url: 'https://panel.example.com/sf',
      secretSet: true,
      accessInMail: 'details',
      graceDays: 3,
    });
    const user = userEvent.setup();
    renderForm();
    const shell = await form();
    const secret = within(shell).getByLabelText('Signing secret');
    expect(secret).toHaveAccessibleDescription(/Leave empty to keep the current one/);
    await user.type(secret, 'not-a-secret');
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));
    expect(secret).toHaveAccessibleDescription(
      'The secret must look like whsec_ followed by base64',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const grace = within(shell).getByLabelText('Grace after an unpaid end (days)');
    await user.clear(grace);
    await user.type(grace, '91');
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));
    expect(grace).toHaveAccessibleDescription(
      expect.stringContaining('Grace must be a whole number of days from 0 to 90'),
    );
    await user.clear(grace);
    await user.type(grace, '3');
    await user.clear(secret);
    await user.click(secret);
    await user.paste(SECRET);
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));
    expect(await screen.findByText('Provisioning settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      connector: 'webhook',
      url: 'https://panel.example.com/sf',
      secret: SECRET,
      accessInMail: 'details',
      graceDays: 3,
    });
    expect(screen.queryByRole('region', { name: /Signing secret of/ })).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of the URL beside the URL field', async () => {
    fakeServer(
      {
        connector: 'webhook',
        url: 'http://10.0.0.5/x',
        secretSet: true,
        accessInMail: 'details',
        graceDays: 3,
      },
      {
        save: () =>
          jsonResponse(422, {
            success: false,
            message: 'Validation failed',
            errors: { url: ['The URL points to a private address'] },
          }),
      },
    );
    const user = userEvent.setup();
    renderForm();
    const shell = await form();
    await user.click(within(shell).getByRole('button', { name: 'Save provisioning' }));
    const url = within(shell).getByLabelText('Webhook URL');
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('The URL points to a private address'),
    );
  });
});
