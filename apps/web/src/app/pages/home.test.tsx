import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { siteAnswer } from '@/testing/site-fixtures';
import { renderRoute } from '../test-utils';

const hero = {
  title: 'Every match, every channel',
  subtitle: 'Live sports and TV on all your screens.',
  ctaLabel: 'Start watching',
  ctaHref: '/packages',
  backgroundImageUrl: '/api/hero/image?v=abc',
};
const faq = [
  { _id: 'f1', id: 'f1', question: 'Can I cancel?', answer: 'Yes, any time.', sortOrder: 10 },
];
const event = {
  _id: 'e1',
  id: 'e1',
  title: 'Lakers vs Celtics',
  sport: 'Basketball',
  competition: 'NBA',
  participants: ['Lakers', 'Celtics'],
  startsAt: '2099-01-01T20:00:00.000Z',
  endsAt: '2099-01-01T22:00:00.000Z',
  channel: 'Sports 2',
  status: 'scheduled',
  featured: false,
};

function stubServer({ events = [event] as unknown[] } = {}) {
  stubFetch((url) => {
    if (url.pathname === '/api/site') {
      return siteAnswer({
        socialLinks: [{ network: 'instagram', url: 'https://instagram.com/streamfront' }],
        hero,
        faq,
      });
    }
    if (url.pathname === '/api/events/upcoming')
      return jsonResponse(200, { success: true, data: events });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(() => {
  // @ts-expect-error: put jsdom back as it was.
  delete Element.prototype.scrollIntoView;
});

describe('the home page', () => {
  it('shows the hero from the site settings, the events and the FAQ', async () => {
    stubServer();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start watching' })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(document.querySelector('#hero img')).toHaveAttribute('src', hero.backgroundImageUrl);
    const events = await screen.findByRole('region', { name: 'Upcoming live events' });
    expect(within(events).getByRole('article', { name: 'Lakers vs Celtics' })).toBeInTheDocument();
    expect(screen.getByText('Can I cancel?')).toBeInTheDocument();
    // The footer links to the social networks the settings name, and no others.
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(1);
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/streamfront',
    );
    expect(document.title).toBe('Streamfront: Live Sports, Live TV and Movies on Every Screen');
    expect(document.querySelector('meta[property="og:title"]')).not.toBeNull();
  });

  it('leaves the events section out when nothing is scheduled', async () => {
    stubServer({ events: [] });
    renderRoute('/');
    await screen.findByText('Can I cancel?');
    expect(screen.queryByRole('region', { name: 'Upcoming live events' })).not.toBeInTheDocument();
  });

  it('scrolls to the section of the hash once the content above it is in place', async () => {
    stubServer();
    renderRoute('/#faq');
    await screen.findByText('Can I cancel?');
    await waitFor(() => expect(scrolled).toEqual(['faq']));
  });
});
