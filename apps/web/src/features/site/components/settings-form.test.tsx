import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/http';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { SITE_SETTINGS } from '@/testing/site-fixtures';
import { SettingsForm } from './settings-form';

/** The settings API, answering a save with the stored settings as the save changed them. */
const stubSavingSettings = () =>
  stubApi(({ method, path, body }) => {
    if (path !== '/api/admin/settings') return undefined;
    return dataAnswer(method === 'GET' ? SITE_SETTINGS : { ...SITE_SETTINGS, ...(body as object) });
  });

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
      unpaidReminderHours: 24,
      unpaidCancelDays: 7,
      legalName: SITE_SETTINGS.legalName,
      legalAddress: SITE_SETTINGS.legalAddress,
      taxNumber: SITE_SETTINGS.taxNumber,
      taxRatePercent: SITE_SETTINGS.taxRatePercent,
      socialLinks: SITE_SETTINGS.socialLinks,
    });
    expect(screen.getByLabelText('Site name')).toHaveValue('Streamfront Live');
    expect(screen.getByLabelText('Sender name')).toHaveValue('Streamfront Team');
  });

  it('keeps the unpaid-order reminder and cancellation in range, and sends them as numbers', async () => {
    const { calls } = stubSavingSettings();
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');
    const hours = await screen.findByLabelText('Payment reminder after (hours)');
    const days = screen.getByLabelText('Cancel unpaid orders after (days)');
    expect(hours).toHaveValue(24);
    expect(days).toHaveValue(7);
    await user.clear(hours);
    await user.type(hours, '800');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(hours).toHaveAccessibleDescription('Remind after at most 720 hours (30 days)');
    expect(days).toHaveAccessibleDescription('Enter a number of days');
    expect(hours).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '72');
    await user.type(days, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(hours).toHaveAccessibleDescription(
      'The reminder must come before the order is cancelled',
    );

    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      unpaidReminderHours: 72,
      unpaidCancelDays: 10,
    });
  });

  it('edits the seller of invoices and the tax rate, sent as a percent number', async () => {
    const { calls } = stubSavingSettings();
    const user = userEvent.setup();
    renderAdminPage(<SettingsForm />, '/admin/settings');
    const invoices = await screen.findByRole('group', { name: 'Invoices' });
    expect(screen.getByLabelText('Legal name')).toHaveValue('Streamfront Media Ltd');
    expect(screen.getByLabelText('Legal address')).toHaveValue('1 Market Street\nLondon EC1A 1AA');
    expect(screen.getByLabelText('Tax number')).toHaveValue('GB123456789');
    const rate = screen.getByLabelText('Tax rate (%)');
    expect(rate).toHaveValue(20);
    expect(invoices).toContainElement(rate);

    await user.clear(rate);
    await user.type(rate, '7.255');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(rate).toHaveAccessibleDescription('Use at most two decimals, e.g. 7.25');
    expect(rate).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '7.25');
    await user.clear(screen.getByLabelText('Legal name'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      legalName: '',
      taxRatePercent: 7.25,
    });
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
