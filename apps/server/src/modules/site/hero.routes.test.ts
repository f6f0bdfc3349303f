import type { AdminHero, HeroUpdateBody, SiteAnswer } from '@streamfront/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { pixelsOf } from '../../testing/decoded-image.ts';
import { HTML_AS_PNG, multipart, PNG_1PX, WEBP_1PX } from '../../testing/images.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp();
let admin: { token: string; user: { id: string } };
let customer: { token: string };

beforeAll(async () => {
  admin = await loginAsAdmin(t.app);
  customer = await registerUser(t.app);
});

const hero: HeroUpdateBody = {
  title: 'The derby, live in 4K',
  subtitle: 'Every match of the season on every screen.',
  ctaLabel: 'Watch the derby',
  ctaHref: '/packages',
};

async function putHero(payload: object, token = admin.token) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/hero', headers: bearer(token), payload });
}

async function putImage(bytes: Uint8Array, name = 'hero.png', type = 'image/png') {
  const body = await multipart(bytes, name, type);
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/hero/image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token) },
  });
}

const publicHero = async () =>
  json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' })).data.hero!;

async function lastAudit() {
  const [row] = await t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityType, 'hero_section'))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('admin hero', () => {
  it('answers the shown hero with its seeded art', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/hero?_t=5',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: AdminHero }>(res);
    expect(data.customImage).toBe(false);
    expect(data.backgroundImageUrl).toMatch(/^\/api\/hero\/image\?v=/);
  });

  it('refuses a customer, and links that leave the site unsafely', async () => {
    expect((await putHero(hero, customer.token)).statusCode).toBe(403);
    const res = await putHero({ ...hero, title: '', ctaHref: '//evil.example/phish' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors).sort()).toEqual(['ctaHref', 'title']);
    expect((await putHero({ ...hero, ctaHref: 'javascript:alert(1)' })).statusCode).toBe(422);
  });

  it('saves the words, audits them, and the home page shows them at once', async () => {
    await publicHero(); // cached before the change
    const res = await putHero({ ...hero, ctaHref: 'https://play.streamfront.tv/derby' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminHero }>(res).data).toMatchObject({
      title: hero.title,
      ctaHref: 'https://play.streamfront.tv/derby',
    });
    expect(await publicHero()).toMatchObject({
      title: hero.title,
      subtitle: hero.subtitle,
      ctaLabel: hero.ctaLabel,
      ctaHref: 'https://play.streamfront.tv/derby',
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'hero_section.update', actorId: admin.user.id });
    expect(audit!.after).toMatchObject({ title: hero.title });
  });

  it('takes a PNG or WebP background, refuses HTML named .png, and goes back to the art', async () => {
    const refused = await putImage(HTML_AS_PNG);
    expect(refused.statusCode).toBe(415);
    expect(json(refused)).toMatchObject({
      errors: { file: ['The file must be a PNG, JPEG or WebP image'] },
    });

    const png = await putImage(PNG_1PX);
    expect(png.statusCode, png.body).toBe(200);
    const uploaded = json<{ data: AdminHero }>(png).data;
    expect(uploaded.customImage).toBe(true);
    expect((await publicHero()).backgroundImageUrl).toBe(uploaded.backgroundImageUrl);
    const image = await t.app.inject({ method: 'GET', url: uploaded.backgroundImageUrl! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded without loss: the same pixels, not the same bytes.
    expect(await pixelsOf(image.rawPayload)).toEqual(await pixelsOf(PNG_1PX));
    expect(await lastAudit()).toMatchObject({ action: 'hero_section.image' });

    const webp = json<{ data: AdminHero }>(await putImage(WEBP_1PX, 'x.webp', 'image/webp')).data;
    expect(webp.backgroundImageUrl).not.toBe(uploaded.backgroundImageUrl);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/hero/image',
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(200);
    const back = json<{ data: AdminHero }>(reset).data;
    expect(back.customImage).toBe(false);
    const art = await t.app.inject({ method: 'GET', url: back.backgroundImageUrl! });
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await lastAudit()).toMatchObject({ action: 'hero_section.image_reset' });
  });
});
