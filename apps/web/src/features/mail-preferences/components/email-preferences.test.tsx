import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { EmailPreferences } from './email-preferences';

function fakeServer({ failSave = false } = {}) {
  let saved = { reminders: true, news: true };
  const api = stubApi(({ method, path, body }) => {
    if (path !== '/api/account/email-preferences') return undefined;
    if (method === 'GET') return dataAnswer(saved);
    if (failSave) return jsonResponse(400, { success: false, message: 'Bad request' });
    saved = body as typeof saved;
    return dataAnswer(saved);
  });
  return { ...api, saved: () => saved };
}

describe('email preferences in the account', () => {
  it('turns renewal reminders off and keeps news, saying service mail always comes', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<EmailPreferences />, '/account');
    const section = screen.getByRole('region', { name: 'Email preferences' });
    expect(section).toHaveTextContent(
      'Mail about your orders, payments, password and replies to your questions always comes',
    );
    const reminders = await screen.findByRole('checkbox', { name: 'Renewal reminders' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(
      'A week and a day before a subscription ends, with a link to renew it.',
    );
    expect(screen.getByRole('checkbox', { name: 'News and offers' })).toBeChecked();

    await user.click(reminders);
    const save = screen.getByRole('button', { name: 'Save preferences' });
    await user.click(save);

    expect(await screen.findByText('Email preferences saved.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      reminders: false,
      news: true,
    });
    expect(server.saved()).toEqual({ reminders: false, news: true });
    expect(screen.getByRole('checkbox', { name: 'Renewal reminders' })).not.toBeChecked();
    expect(save).toHaveFocus();
  });

  it('says so beside the button when saving fails, keeping the choice', async () => {
    fakeServer({ failSave: true });
    const user = userEvent.setup();
    renderAdminPage(<EmailPreferences />, '/account');
    await user.click(await screen.findByRole('checkbox', { name: 'News and offers' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your email preferences. Please try again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'News and offers' })).not.toBeChecked(),
    );
  });
});
