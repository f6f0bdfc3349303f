import type {
  FaviconAnswer,
  SiteAnswer,
  SiteSettings,
  SiteSettingsInput,
} from '@streamfront/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { decodedImage } from '../../testing/decoded-image.ts';
import {
  HTML_AS_PNG,
  ICO_1PX,
  multipart,
  PNG_1PX,
  SVG_WITH_SCRIPT,
  WEBP_1PX,
} from '../../testing/images.ts';
import { bearer, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const t = useTestApp({ supportEmail: 'help@example.com' });
let admin: { token: string; user: { id: string } };
let customer: { token: string };

beforeAll(async () => {
  admin = await loginAsAdmin(t.app);
  customer = await registerUser(t.app);
});

const asAdmin = () => bearer(admin.token);

const validSettings: SiteSettingsInput = {
  siteName: 'Streamfront Live',
  supportEmail: 'desk@streamfront.example',
  contactPhone: '+1 (555) 010-2030',
  paymentInstructions: 'Pay by bank transfer to ACME Bank 123, use your order number.',
  wikiUrl: 'https://wiki.streamfront.example/start',
  webPlayerUrl: 'https://watch.streamfront.example',
  socialLinks: {
    facebook: 'https://facebook.com/streamfront',
    instagram: '',
    x: 'https://x.com/streamfront',
    youtube: '',
    tiktok: '',
  },
};

async function lastAudit(entityType: string) {
  const [row] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('GET/PUT /api/admin/settings', () => {
  it('answers the seeded settings, and the configured address behind an empty email', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings?_t=1',
      headers: asAdmin(),
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: SiteSettings }>(res);
    expect(data).toMatchObject({
      siteName: 'Streamfront',
      supportEmail: '',
      configuredSupportEmail: 'help@example.com',
    });
    expect(data.paymentInstructions).toContain('order number as the reference');
    expect(Object.values(data.socialLinks).filter(Boolean)).toHaveLength(3);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(customer.token),
      payload: validSettings,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with a message per field, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin(),
      payload: {
        ...validSettings,
        supportEmail: 'desk(at)example',
        contactPhone: 'ring ring',
        wikiUrl: 'http://wiki.example',
        webPlayerUrl: 'javascript:alert(1)',
        socialLinks: { ...validSettings.socialLinks, youtube: 'https://user:pw@youtube.com' },
        mailReplyTo: 'replies at example',
        // Yellow links on white mail: nobody could read them.
        brandColor: '#ffd400',
      },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(res);
    expect(errors.brandColor).toEqual([
      'This colour is too light to read on white (WCAG AA needs 4.5:1)',
    ]);
    expect(Object.keys(errors).sort()).toEqual([
      'brandColor',
      'contactPhone',
      'mailReplyTo',
      'socialLinks.youtube',
      'supportEmail',
      'webPlayerUrl',
      'wikiUrl',
    ]);
    const site = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
    expect(site.data.siteName).toBe('Streamfront');
  });

  it('saves, audits, and the public site shows the change at once', async () => {
    // Read once so the public answer is cached before the change.
    await t.app.inject({ method: 'GET', url: '/api/site' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin(),
      payload: {
        ...validSettings,
        mailFromName: 'Streamfront\r\nBcc: x@example.com',
        mailReplyTo: 'replies@streamfront.example',
        brandColor: '#1d4ed8',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: SiteSettings }>(res).data).toMatchObject({
      siteName: 'Streamfront Live',
      supportEmail: 'desk@streamfront.example',
      // A name in a mail's From is one line.
      mailFromName: 'Streamfront Bcc: x@example.com',
      mailReplyTo: 'replies@streamfront.example',
      brandColor: '#1d4ed8',
    });

    const { data } = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
    expect(data).toMatchObject({
      siteName: 'Streamfront Live',
      supportEmail: 'desk@streamfront.example',
      contactPhone: '+1 (555) 010-2030',
      wikiUrl: 'https://wiki.streamfront.example/start',
      webPlayerUrl: 'https://watch.streamfront.example',
      paymentInstructions: validSettings.paymentInstructions,
      socialLinks: [
        { network: 'facebook', url: 'https://facebook.com/streamfront' },
        { network: 'x', url: 'https://x.com/streamfront' },
      ],
    });

    const audit = await lastAudit('site_settings');
    expect(audit).toMatchObject({ action: 'site_settings.update', actorId: admin.user.id });
    expect(audit!.before).toMatchObject({ siteName: 'Streamfront', supportEmail: null });
    expect(audit!.after).toMatchObject({
      siteName: 'Streamfront Live',
      supportEmail: 'desk@streamfront.example',
    });
  });

  it('keeps the unpaid-order reminder and cancellation, refused out of range', async () => {
    const put = (payload: SiteSettingsInput) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asAdmin(), payload });
    const refused = await put({ ...validSettings, unpaidReminderHours: 0, unpaidCancelDays: 91 });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      unpaidReminderHours: ['Remind after at least 1 hour'],
      unpaidCancelDays: ['Cancel after at most 90 days'],
    });
    const late = await put({ ...validSettings, unpaidReminderHours: 72, unpaidCancelDays: 3 });
    expect(json<{ errors: Record<string, string[]> }>(late).errors).toEqual({
      unpaidReminderHours: ['The reminder must come before the order is cancelled'],
    });

    const saved = await put({ ...validSettings, unpaidReminderHours: 48, unpaidCancelDays: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: SiteSettings }>(saved).data).toMatchObject({
      unpaidReminderHours: 48,
      unpaidCancelDays: 10,
    });
    expect((await lastAudit('site_settings'))!.after).toMatchObject({
      unpaidReminderHours: 48,
      unpaidCancelDays: 10,
    });
    // Left out by an older client: back to the defaults.
    const defaults = await put(validSettings);
    expect(json<{ data: SiteSettings }>(defaults).data).toMatchObject({
      unpaidReminderHours: 24,
      unpaidCancelDays: 7,
    });
  });

  it('keeps the seller of invoices and the tax rate, in percent, audited', async () => {
    const put = (payload: SiteSettingsInput) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asAdmin(), payload });
    const seller = {
      legalName: 'Streamfront Media Ltd',
      legalAddress: '1 Market Street\nLondon EC1A 1AA',
      taxNumber: 'GB123456789',
      taxRatePercent: 7.25,
    };
    const saved = await put({ ...validSettings, ...seller });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: SiteSettings }>(saved).data).toMatchObject(seller);
    expect((await lastAudit('site_settings'))!.after).toMatchObject({
      legalName: 'Streamfront Media Ltd',
      taxRateBp: 725,
    });
    const refused = await put({ ...validSettings, taxRatePercent: 120 });
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      taxRatePercent: ['The tax rate must be at most 100%'],
    });
    // Left out by an older client: no seller details and no tax.
    const defaults = await put(validSettings);
    expect(json<{ data: SiteSettings }>(defaults).data).toMatchObject({
      legalName: '',
      legalAddress: '',
      taxNumber: '',
      taxRatePercent: 0,
    });
  });

  it('goes back to the configured address when the email is emptied', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin(),
      payload: { ...validSettings, supportEmail: '' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<SiteAnswer>(await t.app.inject({ method: 'GET', url: '/api/site' }));
    expect(data.supportEmail).toBe('help@example.com');
  });
});

async function uploadFavicon(bytes: Uint8Array, name: string, type: string, token = admin.token) {
  const body = await multipart(bytes, name, type);
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/favicon',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('PUT/DELETE /api/admin/favicon', () => {
  it('refuses HTML named .png, SVG with script and a file over 256 KB, from the bytes', async () => {
    const html = await uploadFavicon(HTML_AS_PNG, 'icon.png', 'image/png');
    expect(html.statusCode).toBe(415);
    expect(json(html)).toMatchObject({
      errors: { file: ['The file must be a PNG, ICO or WebP image'] },
    });

    const svg = await uploadFavicon(SVG_WITH_SCRIPT, 'icon.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);

    const big = Buffer.concat([PNG_1PX, Buffer.alloc(256 * 1024)]);
    const tooLarge = await uploadFavicon(big, 'icon.png', 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge)).toMatchObject({
      errors: { file: ['The image must be 256 KB or smaller'] },
    });

    // Nothing was stored: the default icon is still the answer.
    const answer = json<FaviconAnswer>(await t.app.inject({ method: 'GET', url: '/api/favicon' }));
    expect(answer.data.favicon.url).toBe('/favicon.svg');
  });

  it('refuses callers who are not admins', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/favicon',
      ...(await multipart(PNG_1PX, 'icon.png')),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await uploadFavicon(PNG_1PX, 'icon.png', 'image/png', customer.token)).statusCode).toBe(
      403,
    );
  });

  it.each([
    ['PNG', PNG_1PX, 'image/png'],
    ['ICO', ICO_1PX, 'image/x-icon'],
    ['WebP', WEBP_1PX, 'image/webp'],
  ])('takes a %s, answers { favicon: { url } } and serves it', async (_kind, bytes, mime) => {
    const res = await uploadFavicon(bytes, 'upload.bin', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<FaviconAnswer>(res);
    expect(Object.keys(answer.data)).toEqual(['favicon']);
    expect(Object.keys(answer.data.favicon)).toEqual(['url']);
    expect(answer.data.favicon.url).toMatch(/^\/api\/favicon\/file\?v=[0-9a-f]{16}$/);

    // The public call answers the same, in exactly its shape.
    expect(json(await t.app.inject({ method: 'GET', url: '/api/favicon?_t=2' }))).toEqual(answer);
    const file = await t.app.inject({ method: 'GET', url: answer.data.favicon.url });
    expect(file.headers['content-type']).toBe(mime);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    if (mime === 'image/x-icon') {
      // libvips cannot read ICO: an icon is kept as sent, cut only to its last image.
      expect(file.rawPayload.equals(Buffer.from(bytes))).toBe(true);
    } else {
      // Re-encoded: the same picture, not the same bytes.
      const uploaded = await decodedImage(bytes);
      expect(await decodedImage(file.rawPayload)).toEqual({ ...uploaded, metadata: [] });
    }

    const audit = await lastAudit('favicon');
    expect(audit).toMatchObject({ action: 'favicon.upload', actorId: admin.user.id });
    expect(audit!.after).toMatchObject({ url: answer.data.favicon.url, type: mime });
  });

  it('goes back to the default icon', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/favicon',
      headers: asAdmin(),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { favicon: { url: '/favicon.svg' } } });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/favicon' }))).toEqual(json(res));
    expect((await t.app.inject({ method: 'GET', url: '/api/favicon/file' })).statusCode).toBe(404);
    expect(await lastAudit('favicon')).toMatchObject({ action: 'favicon.reset' });
  });
});
