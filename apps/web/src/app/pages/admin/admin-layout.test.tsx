import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute, signInAs } from '../../test-utils';
import { ADMIN_SECTIONS } from './admin-sections';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubAdminServer() {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/validate') {
      return jsonResponse(200, {
        success: true,
        data: {
          _id: 'a1',
          id: 'a1',
          email: 'admin@example.com',
          name: 'Ada Admin',
          role: 'admin',
          photo: null,
        },
      });
    }
    if (url.pathname === '/api/admin/services') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 20, total: 0 },
      });
    }
    if (url.pathname === '/api/notifications/unread-count') {
      return jsonResponse(200, { success: true, data: { count: 0 } });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

async function openAdmin(path = '/admin/packages') {
  signInAs('admin');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 'a1',
      _id: 'a1',
      email: 'admin@example.com',
      name: 'Ada Admin',
      role: 'admin',
    }),
  );
  stubAdminServer();
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
}

describe('the admin shell', () => {
  it('titles each page: one h1 and the document title', async () => {
    await openAdmin('/admin/packages');
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Packages · Streamfront Admin'));
    // In <head>, where a browser reads it: not a <title> left in the page's body.
    expect(document.head.querySelector('title')).toHaveTextContent('Packages · Streamfront Admin');
    expect(document.body.querySelector('title')).toBeNull();
  });

  it('lists every section in the sidebar, which hides and comes back', async () => {
    const user = userEvent.setup();
    await openAdmin();
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_SECTIONS.map((section) => section.label));
    expect(within(sidebar).getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Hide sections' }));
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show sections' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Show sections' }));
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('on a phone, the Menu drawer takes the focus, closes on Escape and on navigation', async () => {
    const user = userEvent.setup();
    await openAdmin();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: 'Packages' })).toHaveFocus();

    drawer.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Admin menu' })).getByRole('link', {
        name: 'Orders',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the focus on the title of a page reached by a link, not on the first page', async () => {
    const user = userEvent.setup();
    await openAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).not.toHaveFocus();
    // The menu's link is hidden as the menu closes: without a new place, the focus is lost.
    await user.click(screen.getByRole('button', { name: /Ada Admin/ }));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('shows the admin’s name, with profile, settings and sign out behind it', async () => {
    const user = userEvent.setup();
    await openAdmin();
    const account = screen.getByRole('button', { name: /Ada Admin/ });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Profile' })).toBeNull();

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    await user.click(account);
    await user.click(within(header).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
