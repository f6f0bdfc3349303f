import type { FaviconAnswer, SiteAnswer } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faqItems, heroSections } from '../../db/schema/index.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';
import { SITE_CHANGED } from './site.public-cache.ts';
import { createSiteRepository } from './site.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ supportEmail: 'help@example.com' });
});
afterAll(() => t.close());

/**
 * `GET /api/site` is cached; a change made straight in the database is seen once an instance
 * announces it, as the admin routes do after every edit.
 */
async function announceSiteChange() {
  await t.app.bus.publish(SITE_CHANGED, null);
}

// Smallest valid PNG (1×1, transparent).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('GET /api/site', () => {
  it('answers the seeded settings, hero and FAQ; support email from the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site?_t=1712345678901' });
    expect(res.statusCode).toBe(200);
    const { data } = json<SiteAnswer>(res);
    expect(Object.keys(data).sort()).toEqual([
      'cardPayments',
      'contactPhone',
      'faq',
      'hero',
      'paymentInstructions',
      'siteName',
      'socialLinks',
      'supportEmail',
      'webPlayerUrl',
      'wikiUrl',
    ]);
    // No Stripe keys in the test configuration: no card payment offered.
    expect(data.cardPayments).toBe(false);
    expect(data.contactPhone).toMatch(/^\+[\d ]+$/);
    expect(data.paymentInstructions).toMatch(/bank transfer.*order number as the reference/s);
    expect(data.socialLinks).toHaveLength(3);
    for (const link of data.socialLinks) expect(link.url).toMatch(/^https:\/\//);
    expect(data).toMatchObject({
      siteName: 'Streamfront',
      wikiUrl: 'https://en.wikipedia.org/wiki/Streaming_television',
      webPlayerUrl: 'https://play.streamfront.tv',
      supportEmail: 'help@example.com',
    });
    expect(data.hero).toEqual({
      title: expect.any(String),
      subtitle: expect.any(String),
      ctaLabel: 'See packages',
      ctaHref: '/packages',
      backgroundImageUrl: expect.stringMatching(/^\/api\/hero\/image\?v=[0-9a-f]{16}$/),
    });
    expect(data.faq.length).toBeGreaterThanOrEqual(8);
    expect(data.faq.length).toBeLessThanOrEqual(10);
    const first = data.faq[0]!;
    expect(Object.keys(first).sort()).toEqual(['_id', 'answer', 'id', 'question', 'sortOrder']);
    expect(first._id).toBe(first.id);
    const orders = data.faq.map((item) => item.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('leaves inactive FAQ entries out', async () => {
    const [hidden] = await t.app.db.select().from(faqItems).limit(1);
    await t.app.db.update(faqItems).set({ active: false }).where(eq(faqItems.id, hidden!.id));
    await announceSiteChange();
    await vi.waitFor(async () => {
      const { data } = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
      expect(data.faq.map((item) => item.id)).not.toContain(hidden!.id);
    });
    await t.app.db.update(faqItems).set({ active: true }).where(eq(faqItems.id, hidden!.id));
    await announceSiteChange();
  });

  it('refuses unknown query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site?debug=1' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/hero/image', () => {
  it('serves the seeded background with its type, cached for a year at its version', async () => {
    const { data } = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
    const url = data.hero!.backgroundImageUrl!;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');

    const stale = await t.app.inject({ method: 'GET', url: '/api/hero/image?v=old&_t=1' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an outside image URL when the hero stores none', async () => {
    await t.app.db.update(heroSections).set({
      backgroundImage: null,
      backgroundImageMime: null,
      backgroundImageVersion: null,
      backgroundImageUrl: 'https://images.example.com/stadium.jpg',
    });
    await announceSiteChange();
    await vi.waitFor(async () => {
      const { data } = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
      expect(data.hero!.backgroundImageUrl).toBe('https://images.example.com/stadium.jpg');
      // The stored image is no longer served either, though it was kept between requests.
      expect((await t.app.inject({ method: 'GET', url: '/api/hero/image' })).statusCode).toBe(404);
    });

    await t.app.db.update(heroSections).set({ active: false });
    await announceSiteChange();
    await vi.waitFor(async () =>
      expect(
        json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' })).data.hero,
      ).toBeNull(),
    );
  });
});

describe('favicon', () => {
  it('answers the default favicon until one is uploaded, in exactly { favicon: { url } }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/favicon?_t=1712345678901' });
    expect(res.statusCode).toBe(200);
    expect(json<FaviconAnswer>(res)).toEqual({
      success: true,
      data: { favicon: { url: '/favicon.svg' } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/favicon/file' })).statusCode).toBe(404);
  });

  it('serves an uploaded favicon from the database with its content type', async () => {
    const version = await createSiteRepository(t.app.db).saveFavicon(png, 'image/png');
    const answer = json<FaviconAnswer>(await t.app.inject({ method: 'GET', url: '/api/favicon' }));
    expect(answer).toEqual({
      success: true,
      data: { favicon: { url: `/api/favicon/file?v=${version}` } },
    });

    const file = await t.app.inject({ method: 'GET', url: answer.data.favicon.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);

    // Uploading keeps the other settings.
    expect(
      json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' })).data.siteName,
    ).toBe('Streamfront');
  });
});
