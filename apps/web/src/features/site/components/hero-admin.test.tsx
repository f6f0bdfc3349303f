import type { Hero } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { ADMIN_HERO } from '@/testing/site-fixtures';
import { HeroAdmin } from './hero-admin';

// Stands in for the home page's hero, which the page passes in.
const renderHero = (hero: Hero) => (
  <section>
    <h1>{hero.title}</h1>
    <p>{hero.subtitle}</p>
    <a href={hero.ctaHref}>{hero.ctaLabel}</a>
  </section>
);

function preview(name: 'desktop' | 'phone') {
  const frame = screen.getByTitle<HTMLIFrameElement>(`Home page preview at ${name} width`);
  return within(frame.contentDocument!.body);
}

describe('the hero section page', () => {
  it('previews the home page at desktop and phone widths as the admin types', async () => {
    stubApi(({ path }) => (path === '/api/admin/hero' ? dataAnswer(ADMIN_HERO) : undefined));
    const user = userEvent.setup();
    renderAdminPage(<HeroAdmin renderHero={renderHero} />, '/admin/hero-section');

    const title = await screen.findByLabelText('Title');
    await waitFor(() =>
      expect(preview('desktop').getByRole('heading')).toHaveTextContent(ADMIN_HERO.title),
    );
    await user.clear(title);
    await user.type(title, 'Derby day in 4K');
    await user.clear(screen.getByLabelText('Button text'));
    await user.type(screen.getByLabelText('Button text'), 'Get the derby');

    for (const width of ['desktop', 'phone'] as const) {
      expect(preview(width).getByRole('heading')).toHaveTextContent('Derby day in 4K');
      expect(preview(width).getByRole('link')).toHaveTextContent('Get the derby');
    }
    expect(screen.getByTitle('Home page preview at phone width')).toHaveAttribute('width', '375');
  });

  it('refuses a link that leaves the site unsafely, then saves the words', async () => {
    const { calls } = stubApi(({ method, path, body }) => {
      if (path !== '/api/admin/hero') return undefined;
      if (method === 'GET') return dataAnswer(ADMIN_HERO);
      return dataAnswer({ ...ADMIN_HERO, ...(body as object) });
    });
    const user = userEvent.setup();
    renderAdminPage(<HeroAdmin renderHero={renderHero} />, '/admin/hero-section');
    const link = await screen.findByLabelText('Button link');
    await user.clear(link);
    await user.type(link, '//evil.example');
    await user.click(screen.getByRole('button', { name: 'Save hero section' }));
    expect(link).toHaveAccessibleDescription(
      'Button link must be a path on this site (such as /packages) or an https:// address',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(link);
    await user.type(link, '/packages#sports');
    await user.click(screen.getByRole('button', { name: 'Save hero section' }));
    expect(await screen.findByText(/Hero section saved/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: ADMIN_HERO.title,
      subtitle: ADMIN_HERO.subtitle,
      ctaLabel: ADMIN_HERO.ctaLabel,
      ctaHref: '/packages#sports',
    });
  });

  it('goes back to the default artwork after a confirmation, with focus on the image field', async () => {
    let custom = true;
    stubApi(({ method, path }) => {
      if (path === '/api/admin/hero') return dataAnswer({ ...ADMIN_HERO, customImage: custom });
      if (path === '/api/admin/hero/image' && method === 'DELETE') {
        custom = false;
        return dataAnswer({ ...ADMIN_HERO, customImage: false });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAdminPage(<HeroAdmin renderHero={renderHero} />, '/admin/hero-section');
    await user.click(await screen.findByRole('button', { name: 'Use the default artwork' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go back to the default artwork?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the default artwork' }));

    await waitFor(() => expect(screen.getByLabelText('Background image')).toHaveFocus());
    expect(
      screen.queryByRole('button', { name: 'Use the default artwork' }),
    ).not.toBeInTheDocument();
  });
});
