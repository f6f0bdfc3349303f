import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { SendNotificationForm } from './send-notification-form';

const USER_ID = '3f6c1a52-1c1b-4f43-9d7e-2b8a6f0e9c11';

/** The server's 201 for a sent notification: the body sent, with who it reached. */
function sentAnswer(body: Record<string, unknown>, reached: Record<string, unknown>) {
  return jsonResponse(201, {
    success: true,
    data: {
      _id: USER_ID,
      id: USER_ID,
      recipient: null,
      package: null,
      sender: null,
      link: null,
      createdAt: new Date(0).toISOString(),
      ...body,
      ...reached,
    },
  });
}

/** What the admin types last: the title and message, then Send. */
async function writeAndSend(
  user: ReturnType<typeof userEvent.setup>,
  title: string,
  message: string,
) {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send notification' }));
}

/** The Type select's values, as offered. */
const typeOptions = () =>
  Array.from(
    (screen.getByLabelText('Type') as HTMLSelectElement).options,
    (option) => option.value,
  );

describe('the admin’s send-notification form', () => {
  it('asks for the customer of a one-customer send, beside the search, before anything is sent', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'user');
    await writeAndSend(user, 'Your package', 'It renews tomorrow.');

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the customer to notify');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds one customer by email, sends to their id, and the choice can be changed', async () => {
    const bodies: unknown[] = [];
    const searches: string[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/notifications/recipients') {
        searches.push(url.searchParams.get('q') ?? '');
        return jsonResponse(200, {
          success: true,
          data: [{ _id: USER_ID, id: USER_ID, name: 'Jane Doe', email: 'jane@example.com' }],
        });
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return sentAnswer(body, {
        recipient: { id: USER_ID, name: 'Jane Doe', email: 'jane@example.com' },
        recipientsCount: 1,
      });
    });
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'user');
    await user.type(screen.getByLabelText('Customer'), 'jane@');
    const choice = await screen.findByRole('button', {
      name: 'Notify Jane Doe (jane@example.com)',
    });
    expect(screen.getByText('1 customer found')).toBeVisible();
    expect(searches.at(-1)).toBe('jane@');
    await user.click(choice);
    const chosen = screen.getByText('Jane Doe (jane@example.com)');
    await waitFor(() => expect(chosen).toHaveFocus());

    // Changing one's mind puts the focus back in the search.
    await user.click(screen.getByRole('button', { name: 'Choose another customer' }));
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
    await user.click(
      await screen.findByRole('button', { name: 'Notify Jane Doe (jane@example.com)' }),
    );
    // The focus moves to the choice on the next frame; typing before it lands would lose keys.
    await waitFor(() => expect(screen.getByText('Jane Doe (jane@example.com)')).toHaveFocus());

    await writeAndSend(user, 'Your replay', 'It is ready.');
    // Generous under a loaded CI machine: the search pauses for typing, then two calls.
    expect(
      await screen.findByText('“Your replay” was sent to 1 recipient.', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(bodies).toEqual([
      {
        audience: 'user',
        userId: USER_ID,
        type: 'info',
        title: 'Your replay',
        message: 'It is ready.',
      },
    ]);
  });

  it('sends to the customers of the package chosen, and says how many were reached', async () => {
    const PACKAGE_ID = '9b7c4e0a-5d7f-4b8e-9a51-2f1e3c4d5a6b';
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/notifications/packages') {
        return jsonResponse(200, {
          success: true,
          data: [
            { id: PACKAGE_ID, name: 'Sports Max', customers: 12 },
            { id: USER_ID, name: 'Movies', customers: 1 },
          ],
        });
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return sentAnswer(body, {
        package: { id: PACKAGE_ID, name: 'Sports Max' },
        recipientsCount: 12,
      });
    });
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'package');
    // Customers of a package get no admin-only type either.
    expect(typeOptions()).not.toContain('order');
    await writeAndSend(user, 'Maintenance', 'Sunday night.');
    expect(screen.getByLabelText('Package')).toHaveAccessibleDescription(
      /Choose the package whose customers to notify/,
    );
    expect(bodies).toEqual([]);

    await user.selectOptions(
      await screen
        .findByRole('option', { name: 'Sports Max — 12 customers' })
        .then(() => screen.getByLabelText('Package')),
      PACKAGE_ID,
    );
    await user.selectOptions(screen.getByLabelText('Type'), 'warning');
    await user.type(screen.getByLabelText('Link (optional)'), '/help-center');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));

    await waitFor(() =>
      expect(
        screen.getByText('“Maintenance” was sent to 12 customers of Sports Max.'),
      ).toBeVisible(),
    );
    expect(bodies).toEqual([
      {
        audience: 'package',
        serviceId: PACKAGE_ID,
        type: 'warning',
        title: 'Maintenance',
        message: 'Sunday night.',
        link: '/help-center',
      },
    ]);
  });

  it('sends blanks as "not given", leaves out the user id of a group send, and confirms', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return sentAnswer(body, { recipientsCount: 42 });
    });
    renderWithQuery(<SendNotificationForm />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Audience'), 'package');
    await user.selectOptions(screen.getByLabelText('Audience'), 'customers');
    await writeAndSend(user, 'Maintenance tonight', 'Streams pause at 02:00.');

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
    expect(typeOptions()).toContain('info');
    expect(typeOptions()).not.toContain('order');
  });
});
