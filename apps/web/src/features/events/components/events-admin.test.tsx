import type { AdminEvent } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, stubApi } from '@/testing/fake-api';
import { MONACO_GP } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/http';
import { recordsApi } from '@/testing/records-api';
import { EventsAdmin } from './events-admin';

const NEW_ID = '2b7d9a0e-5c1f-4f53-9a57-2f0a3c1e9b99';

/** The admin events API over an in-memory schedule; an image upload is refused. */
function fakeServer(initial: AdminEvent[]) {
  const events = recordsApi('/api/admin/events', initial, {
    create: (body) => ({ ...MONACO_GP, ...body, _id: NEW_ID, id: NEW_ID }),
    newFirst: true,
  });
  return stubApi((call) => {
    if (call.method === 'PUT' && call.path.endsWith('/image')) {
      return jsonResponse(415, {
        success: false,
        message: 'The file must be a PNG, JPEG or WebP image',
        errors: { file: ['The file must be a PNG, JPEG or WebP image'] },
      });
    }
    return events.answer(call);
  });
}

const renderPage = (url = '/admin/events') => renderAdminPage(<EventsAdmin />, url);
const table = () => screen.findByRole('table', { name: 'Events' });

describe('the admin events page', () => {
  it('lists the schedule with status and badge, sending the URL’s filters', async () => {
    const { calls } = fakeServer([MONACO_GP]);
    renderPage('/admin/events?status=scheduled&sport=Motorsport&from=2026-11-01&sort=-startsAt');
    const list = await table();
    expect(within(list).getByText('Monaco Grand Prix')).toBeInTheDocument();
    expect(within(list).getByText('Scheduled')).toBeInTheDocument();
    expect(within(list).getByText('Featured')).toBeInTheDocument();
    // No uploaded image: the sport's badge, a static file.
    const badge = list.querySelector('img');
    expect(badge).toHaveAttribute('src', '/art/sports/motorsport.svg');
    expect(badge).toHaveAttribute('alt', '');
    const load = calls.find((c) => c.path === '/api/admin/events')!;
    expect(Object.fromEntries(load.query)).toMatchObject({
      status: 'scheduled',
      sport: 'Motorsport',
      from: '2026-11-01',
      sort: '-startsAt',
    });
  });

  it('checks start and end with the contract’s rule, creates, then offers the image', async () => {
    const { calls } = fakeServer([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No events yet');
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await user.type(within(form).getByLabelText('Title'), 'Cup Final');
    await user.type(within(form).getByLabelText('Sport'), 'Football');
    await user.type(within(form).getByLabelText('Start'), '2026-12-05T20:00');
    await user.type(within(form).getByLabelText('End'), '2026-12-05T18:00');
    await user.type(within(form).getByLabelText('Participants'), 'Reds{Enter}Blues');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('End')).toHaveAccessibleDescription(
        expect.stringContaining('The end must be after the start'),
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('End'));
    await user.type(within(form).getByLabelText('End'), '2026-12-05T22:00');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(/“Cup Final” created/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Cup Final',
      sport: 'Football',
      competition: null,
      participants: ['Reds', 'Blues'],
      startsAt: new Date('2026-12-05T20:00').toISOString(),
      endsAt: new Date('2026-12-05T22:00').toISOString(),
      channel: null,
      status: 'scheduled',
      featured: false,
    });
    // The panel stays open on the new event, whose image can now be chosen.
    expect(await screen.findByRole('heading', { name: 'Edit Cup Final', level: 2 })).toHaveFocus();
    expect(screen.getByLabelText('Image')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an image beside the field', async () => {
    const { calls } = fakeServer([MONACO_GP]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Monaco Grand Prix' }));
    const file = new File(['<html>'], 'poster.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file must be a PNG, JPEG or WebP image',
    );
    const upload = calls.find((c) => c.method === 'PUT')!;
    expect(upload.path).toBe(`/api/admin/events/${MONACO_GP.id}/image`);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('edits and deletes an event, the delete only after confirming', async () => {
    const { calls } = fakeServer([MONACO_GP]);
    const user = userEvent.setup();
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit Monaco Grand Prix' });
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Edit Monaco Grand Prix' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'live');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Monaco Grand Prix” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ status: 'live' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Monaco Grand Prix' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Monaco Grand Prix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Monaco Grand Prix”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('“Monaco Grand Prix” deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });
});
