import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/http';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { SITE_SETTINGS } from '@/testing/site-fixtures';
import { SettingsForm } from './settings-form';

describe('the settings form', () => {
  it("checks links and contact details before sending, with the contract's words", async () => {
    const { calls } = stubApi(({ path }) =>
      path === '/api/admin/settings' ? dataAnswer(SITE_SETTINGS) : undefined,
    );
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');

    const wiki = await screen.findByLabelText('Wiki link');
    expect(screen.getByLabelText('Contact email')).toHaveAccessibleDescription(
      /Leave empty to use support@streamfront\.tv/,
    );
    await user.clear(wiki);
    await user.type(wiki, 'http://wiki.example');
    await user.type(screen.getByLabelText('Instagram'), 'instagram.com/streamfront');
    await user.clear(screen.getByLabelText('Contact phone'));
    await user.type(screen.getByLabelText('Contact phone'), 'call us');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Wiki link must be an https:// address')).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAccessibleDescription(
      'Link must be an https:// address',
    );
    expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription(
      'Enter a phone number such as +44 20 7946 0000',
    );
    expect(screen.getByLabelText('Contact phone')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("puts the server's refusals beside their fields, nested ones too", async () => {
    stubApi(({ method, path }) => {
      if (path !== '/api/admin/settings') return undefined;
      if (method === 'GET') return dataAnswer(SITE_SETTINGS);
      return jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { 'socialLinks.youtube': ['Link must be an https:// address'] },
      });
    });
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('YouTube')).toHaveFocus());
    expect(screen.getByLabelText('YouTube')).toHaveAccessibleDescription(
      'Link must be an https:// address',
    );
  });

  it('sends every setting, the mail ones too, and keeps the saved values on screen', async () => {
    const { calls } = stubApi(({ method, path, body }) => {
      if (path !== '/api/admin/settings') return undefined;
      if (method === 'GET')
        return dataAnswer({ ...SITE_SETTINGS, mailReplyTo: 'answers@streamfront.tv' });
      return dataAnswer({ ...SITE_SETTINGS, ...(body as object) });
    });
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, 'Streamfront Live');
    await user.type(screen.getByLabelText('Sender name'), 'Streamfront Team');
    // The picker and the box are one value: picking a colour writes it in the box.
    fireEvent.input(screen.getByLabelText('Pick the brand colour'), {
      target: { value: '#1d4ed8' },
    });
    expect(screen.getByLabelText('Brand colour')).toHaveValue('#1d4ed8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    // What the form does not show as changed goes back as it was: nothing is reset.
    expect(put?.body).toEqual({
      siteName: 'Streamfront Live',
      supportEmail: '',
      contactPhone: SITE_SETTINGS.contactPhone,
      paymentInstructions: SITE_SETTINGS.paymentInstructions,
      wikiUrl: SITE_SETTINGS.wikiUrl,
      webPlayerUrl: SITE_SETTINGS.webPlayerUrl,
      mailFromName: 'Streamfront Team',
      mailReplyTo: 'answers@streamfront.tv',
      brandColor: '#1d4ed8',
      socialLinks: SITE_SETTINGS.socialLinks,
    });
    expect(screen.getByLabelText('Site name')).toHaveValue('Streamfront Live');
    expect(screen.getByLabelText('Sender name')).toHaveValue('Streamfront Team');
  });

  it('refuses a brand colour too light to read on white, before sending', async () => {
    const { calls } = stubApi(({ path }) =>
      path === '/api/admin/settings' ? dataAnswer(SITE_SETTINGS) : undefined,
    );
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');
    const colour = await screen.findByLabelText('Brand colour');
    await user.clear(colour);
    await user.type(colour, '#fde68a');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(colour).toHaveAccessibleDescription(
      'This colour is too light to read on white (WCAG AA needs 4.5:1)',
    );
    expect(colour).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
