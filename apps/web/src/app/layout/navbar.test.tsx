import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { siteAnswer } from '@/testing/site-fixtures';
import { renderRoute, signInAs } from '../test-utils';

function stubServer() {
  return stubFetch((url) => {
    if (url.pathname === '/api/site') return siteAnswer();
    if (url.pathname === '/api/auth/validate') return validateAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const location = () => screen.getByTestId('location').textContent;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the navigation bar (spec §2)', () => {
  it('has the five links, Subscribe and the login icon', async () => {
    stubServer();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#hero');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    );
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('takes the wiki and web-player addresses from the site settings', async () => {
    stubServer();
    renderRoute('/contact');
    const wiki = await within(mainNav()).findByRole('link', { name: 'Wikipedia' });
    await waitFor(() => expect(wiki).toHaveAttribute('href', 'https://wiki.example/streaming'));
    expect(wiki).toHaveAttribute('title', 'Wikipedia');
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');
    expect(wiki).toHaveAttribute('target', '_blank');
    const player = within(mainNav()).getByRole('link', { name: 'Web Player' });
    expect(player).toHaveAttribute('href', 'https://player.example');
    expect(player).toHaveAttribute('title', 'Web Player');
  });

  it('falls back to the default addresses when the settings cannot be read', async () => {
    stubFetch(() => jsonResponse(404, { success: false, message: 'Not found' }));
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(within(mainNav()).getByRole('link', { name: 'Wikipedia' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Streaming_television',
    );
  });

  it('changes its look once the page is scrolled past 10 pixels', async () => {
    stubServer();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const header = mainNav().closest('header');
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('shows a signed-in user their name and a sign-out instead of the login icon', async () => {
    signInAs('user', 'riley@example.com');
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await waitFor(() =>
      expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument(),
    );
    expect(within(mainNav()).getAllByText('riley@example.com').length).toBeGreaterThan(0);
    await user.click(within(mainNav()).getByRole('button', { name: 'Sign out' }));
    expect(await within(mainNav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('the mobile menu', () => {
  it('opens with focus inside, lists the links plus Login / Register, and Escape closes it', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the menu did not open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    for (const name of ['Home', 'Features', 'Packages', 'FAQ', 'Contact', 'Login / Register']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab going round the open menu and its close button, not into the page behind', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the menu did not open');
    // Drawn where the menu button is, inside the menu: the modal page behind is out of reach.
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    const first = within(menu).getByRole('link', { name: 'Home' });
    const last = within(menu).getByRole('link', { name: 'Web Player' });
    expect(first).toHaveFocus();

    last.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.click(close);
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    fireEvent.pointerDown(heading);
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('closes when a link is chosen, and the link goes to its page', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('the menu did not open');
    await user.click(within(menu).getByRole('link', { name: 'Login / Register' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('the footer (spec §2)', () => {
  it('shows the logo link, the tagline, the year, the version and the page links', async () => {
    stubServer();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Streamfront home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(footer).toHaveTextContent('Live Sports | Live TV | VOD');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Streamfront. All Rights Reserved.`,
    );
    expect(footer).toHaveTextContent('Version 0.1.0');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Refund Policy', '/refund-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Help Center', '/help-center'],
      ['Setup Guide', '/setup-guide'],
      ['Request a title', '/vod-request'],
      ['Report content', '/report-content'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
