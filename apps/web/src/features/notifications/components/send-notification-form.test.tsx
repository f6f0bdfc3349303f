import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { SendNotificationForm } from './send-notification-form';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = '3f6c1a52-1c1b-4f43-9d7e-2b8a6f0e9c11';

describe('the admin’s send-notification form', () => {
  it('asks for the user id of a one-user send, beside the field, before anything is sent', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'user');
    await user.type(screen.getByLabelText('Title'), 'Your package');
    await user.type(screen.getByLabelText('Message'), 'It renews tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));

    const userId = screen.getByLabelText('User id');
    expect(userId).toHaveAccessibleDescription(/User id is required/);
    expect(userId).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends blanks as "not given", leaves out the user id of a group send, and confirms', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(201, {
        success: true,
        data: {
          _id: USER_ID,
          id: USER_ID,
          audience: 'customers',
          recipient: null,
          sender: null,
          type: 'info',
          title: 'Maintenance tonight',
          message: 'Streams pause at 02:00.',
          link: null,
          recipientsCount: 42,
          createdAt: new Date(0).toISOString(),
        },
      });
    });
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'user');
    await user.type(screen.getByLabelText('User id'), USER_ID);
    await user.selectOptions(screen.getByLabelText('Audience'), 'customers');
    await user.type(screen.getByLabelText('Title'), 'Maintenance tonight');
    await user.type(screen.getByLabelText('Message'), 'Streams pause at 02:00.');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));

    await waitFor(() =>
      expect(screen.getByText('“Maintenance tonight” was sent to 42 recipients.')).toBeVisible(),
    );
    expect(bodies).toEqual([
      {
        audience: 'customers',
        type: 'info',
        title: 'Maintenance tonight',
        message: 'Streams pause at 02:00.',
      },
    ]);
  });

  it('offers customers no admin-only type', async () => {
    renderWithQuery(<SendNotificationForm />);
    const options = Array.from(
      (screen.getByLabelText('Type') as HTMLSelectElement).options,
      (option) => option.value,
    );
    expect(options).toContain('info');
    expect(options).not.toContain('order');
  });
});
