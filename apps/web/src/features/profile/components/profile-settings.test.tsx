import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { ProfileSettings } from './profile-settings';

const USER = { _id: 'user-1', id: 'user-1', name: 'Sam', email: 'sam@example.com', role: 'user' };
const PHOTO = '/api/users/user-1/photo?v=v1';

function renderSettings(user: { name: string; email: string; photo: string | null }) {
  const onUserChange = vi.fn();
  const onToken = vi.fn();
  renderWithQuery(<ProfileSettings user={user} onUserChange={onUserChange} onToken={onToken} />);
  return { onUserChange, onToken };
}

describe('the profile settings shared by /account and /admin/profile', () => {
  it('changes the email with the current password; a wrong one or a taken address is said beside its field', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      const body = JSON.parse(String(init.body)) as { email: string; currentPassword: string };
      bodies.push(body);
      if (body.currentPassword !== 'right-password')
        return jsonResponse(422, {
          success: false,
          message: 'Validation failed',
          errors: { currentPassword: ['Current password is incorrect'] },
        });
      if (body.email === 'taken@example.com')
        return jsonResponse(409, {
          success: false,
          message: 'An account with this email already exists',
          errors: { email: ['An account with this email already exists'] },
        });
      expect(url.pathname).toBe('/api/auth/change-email');
      return jsonResponse(200, {
        success: true,
        data: { ...USER, email: body.email, photo: null },
      });
    });
    const { onUserChange } = renderSettings({ name: 'Sam', email: 'sam@example.com', photo: null });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change email' });
    expect(within(form).getByText('sam@example.com')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('New email'), 'taken@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        /Current password is incorrect/,
      ),
    );

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'right-password');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('New email')).toHaveAccessibleDescription(
        /already exists/,
      ),
    );

    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), 'Sam.New@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    const done = await within(form).findByRole('status');
    expect(done).toHaveTextContent('You now sign in with sam.new@example.com');
    expect(done).toHaveFocus();
    expect(onUserChange).toHaveBeenLastCalledWith({
      name: 'Sam',
      email: 'sam.new@example.com',
      photo: null,
    });
    expect(bodies.at(-1)).toEqual({
      email: 'sam.new@example.com',
      currentPassword: 'right-password',
    });
  });

  it('says why the server refused a photo, and removing one moves the focus to the news', async () => {
    stubFetch((url, init) => {
      if (init.method === 'PUT')
        return jsonResponse(415, {
          success: false,
          message: 'The file must be a PNG, JPEG or WebP image',
          errors: { file: ['The file must be a PNG, JPEG or WebP image'] },
        });
      expect(`${init.method} ${url.pathname}`).toBe('DELETE /api/auth/me/photo');
      return jsonResponse(200, { success: true, data: { ...USER, photo: null } });
    });
    const { onUserChange } = renderSettings({
      name: 'Sam',
      email: 'sam@example.com',
      photo: PHOTO,
    });
    const user = userEvent.setup();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO);

    const fake = new File(['<html>'], 'me.png', { type: 'image/png' });
    await user.upload(within(profile).getByLabelText('Photo'), fake);
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      'The file must be a PNG, JPEG or WebP image',
    );
    expect(onUserChange).not.toHaveBeenCalled();

    await user.click(within(profile).getByRole('button', { name: 'Remove photo' }));
    const news = await within(profile).findByText('Photo removed');
    await waitFor(() => expect(news).toHaveFocus());
    expect(onUserChange).toHaveBeenCalledWith({
      name: 'Sam',
      email: 'sam@example.com',
      photo: null,
    });
  });

  it('refuses a too-large photo before sending it', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, {}));
    renderSettings({ name: 'Sam', email: 'sam@example.com', photo: null });
    const user = userEvent.setup();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be 1 MB or smaller');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
