import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute, signInAs } from '../test-utils';
import { showsFooter, showsNavbar } from './chrome-rules';

const hidden = [
  '/login',
  '/vod-request',
  '/report-content',
  '/admin',
  '/admin/dashboard',
  '/admin/settings/favicon',
];
const shown = [
  '/',
  '/packages',
  '/contact',
  '/help-center',
  '/setup-guide',
  '/nope',
  '/administrator',
];

describe('where the navigation bar and footer show (spec §2)', () => {
  it.each(hidden)('hides both on %s', (path) => {
    expect(showsNavbar(path)).toBe(false);
    expect(showsFooter(path)).toBe(false);
  });

  it.each(shown)('shows both on %s', (path) => {
    expect(showsNavbar(path)).toBe(true);
    expect(showsFooter(path)).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(showsNavbar('/login/')).toBe(false);
  });
});

describe('the rendered layout', () => {
  it.each([
    ['/', 'Live sports, live TV and movies. One subscription.'],
    ['/contact', 'Contact us'],
  ])('%s has the navigation bar and the footer', async (path, heading) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Live Sports | Live TV | VOD');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Streamfront. All Rights Reserved.`,
    );
  });

  it.each([
    ['/login', 'Sign in to your account'],
    ['/vod-request', 'Request a VOD title'],
    ['/report-content', 'Report content'],
  ])('%s has neither', async (path, heading) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('admin pages have neither', async () => {
    signInAs('admin');
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: {
          _id: 'a',
          id: 'a',
          email: 'admin@example.com',
          name: 'A',
          role: 'admin',
          photo: null,
        },
      }),
    );
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
