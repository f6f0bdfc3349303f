import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema/index.ts';
import {
  compressiblePng,
  GIF_JS_POLYGLOT,
  HTML_PAGE,
  ICO_WITH_PAGE,
  JPEG_CUT_SHORT,
  jpegClaiming,
  jpegSegment,
  jpegWith,
  PHOTO_JPEG,
  PNG_CUT_SHORT,
  pngChunk,
  pngClaiming,
  pngWith,
  SCRIPT_TEXT,
  webpClaimingLargest,
  webpWith,
} from '../testing/hostile-images.ts';
import {
  HTML_AS_PNG,
  ICO_1PX,
  multipart,
  PNG_1PX,
  SVG_WITH_SCRIPT,
  WEBP_1PX,
} from '../testing/images.ts';
import { decodedImage, pixelsOf } from '../testing/decoded-image.ts';
import { bearer, loginAsAdmin, registerUser } from '../testing/test-app.ts';
import { useTestApp } from '../testing/use-test-app.ts';

/**
 * Issue 13, item 6: every route that takes an image, found in the app's own route table,
 * against hostile files, hostile names and callers who may not upload; then every file they
 * serve, which must never render as a page.
 */

const t = useTestApp();
let adminToken: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
let eventId: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin(t.app)).token;
  customer = await registerUser(t.app);
  const [event] = await t.app.db.select({ id: events.id }).from(events).limit(1);
  eventId = event!.id;
});

interface UploadRoute {
  /** Whose upload it is: an admin's, or the signed-in user's own. */
  who: 'admin' | 'owner';
  /** The route's URL with its parameters filled in. */
  path(): string;
  /** Where the uploaded file is served. */
  served(): string;
}

/** Every image upload route. A new one fails the census below until it is added here. */
const UPLOADS: Record<string, UploadRoute> = {
  'PUT /api/admin/favicon': {
    who: 'admin',
    path: () => '/api/admin/favicon',
    served: () => '/api/favicon/file',
  },
  'PUT /api/admin/hero/image': {
    who: 'admin',
    path: () => '/api/admin/hero/image',
    served: () => '/api/hero/image',
  },
  'PUT /api/admin/events/:id/image': {
    who: 'admin',
    path: () => `/api/admin/events/${eventId}/image`,
    served: () => `/api/events/${eventId}/image`,
  },
  'PUT /api/auth/me/photo': {
    who: 'owner',
    path: () => '/api/auth/me/photo',
    served: () => `/api/users/${customer.user.id}/photo`,
  },
};

/** Routes that change something without a JSON body and take no file. */
const BODILESS_ACTIONS = [
  'POST /api/auth/logout',
  'POST /api/auth/verify-email/resend',
  'PATCH /api/notifications/read-all',
  'PATCH /api/notifications/:id/read',
  'POST /api/orders/:id/renew',
  'POST /api/admin/chatbot/train',
  'POST /api/admin/chatbot/unanswered/:id/dismiss',
  'POST /api/admin/renewals/:orderId/remind',
  'POST /api/admin/jobs/:id/retry',
  'POST /api/admin/jobs/:id/discard',
  'POST /api/admin/mail/:id/resend',
  'POST /api/orders/:id/checkout',
  'POST /api/account/subscriptions/:orderId/reset-access',
  'POST /api/admin/orders/:id/access/retry',
  'POST /api/admin/subscriptions/:orderId/resume',
  'POST /api/admin/subscriptions/compensations/:id/undo',
  'POST /api/admin/webhooks/:id/test',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay',
  'POST /api/admin/trials/:id/revoke',
  'POST /api/account/sessions/sign-out-others',
  'POST /api/admin/customers/:id/sign-out',
  'POST /api/admin/customers/:id/close',
  'POST /api/admin/backups',
  // Its body is Stripe's, read raw and trusted only once its signature checks out
  // (payments/webhook.routes.ts): no schema, and no upload either.
  'POST /api/payments/stripe/webhook',
];

const routes = () => Object.entries(UPLOADS);
const tokenFor = (route: UploadRoute) => (route.who === 'admin' ? adminToken : customer.token);

let address = 0;
/** Each upload from its own address, so the photo route's 30-per-15-minutes quota is no factor. */
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

async function upload(
  route: UploadRoute,
  body: { payload: Buffer; headers: Record<string, string> },
  token: string | null = tokenFor(route),
) {
  return t.app.inject({
    method: 'PUT',
    url: route.path(),
    remoteAddress: nextAddress(),
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const sendFile = async (
  route: UploadRoute,
  bytes: Buffer,
  filename = 'image.png',
  type = 'image/png',
) => upload(route, await multipart(bytes, filename, type));

/** A multipart body written byte for byte, for file names FormData would tidy up. */
function rawMultipart(bytes: Buffer, disposition: string) {
  const boundary = `battery${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** What the route serves right now (status and bytes), to show a refusal changed nothing. */
async function servedNow(route: UploadRoute) {
  const res = await t.app.inject({ method: 'GET', url: route.served() });
  return { status: res.statusCode, bytes: res.rawPayload.toString('base64') };
}

/** The `?v=` URL of the stored image in an upload's answer. */
function imageUrlIn(res: LightMyRequestResponse): string {
  const urls = res.body.match(/\/api\/[^"?]+\?v=[0-9a-f]{16}/g) ?? [];
  expect(urls, res.body).not.toEqual([]);
  return urls[0]!;
}

function expectNoMarkup(bytes: Buffer, what: string) {
  const text = bytes.toString('latin1').toLowerCase();
  for (const needle of ['<script', '<html', '<!doctype', '<svg', 'alert('])
    expect(text.includes(needle), `${what} holds ${needle}`).toBe(false);
}

describe('upload route census', () => {
  it('knows every route that takes a body other than JSON, from the route table', () => {
    const bodiless = t.app.routeTable
      .filter((r) => ['PUT', 'POST', 'PATCH'].includes(r.method) && !r.hasBody)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(bodiless).toEqual([...Object.keys(UPLOADS), ...BODILESS_ACTIONS].sort());
  });
});

describe.each(routes())('%s', (_, route) => {
  const refusals: [string, () => Promise<LightMyRequestResponse>, number[]][] = [
    ['HTML named .png, sent as image/png', () => sendFile(route, HTML_AS_PNG), [415]],
    ['an SVG with script', () => sendFile(route, SVG_WITH_SCRIPT, 'a.svg', 'image/svg+xml'), [415]],
    ['an SVG with script named .png', () => sendFile(route, SVG_WITH_SCRIPT), [415]],
    ['a GIF/JS polyglot', () => sendFile(route, GIF_JS_POLYGLOT, 'a.gif', 'image/gif'), [415]],
    ['a PNG cut off inside its pixel data', () => sendFile(route, PNG_CUT_SHORT), [415]],
    [
      'a JPEG cut off inside its scan',
      () => sendFile(route, JPEG_CUT_SHORT, 'a.jpg', 'image/jpeg'),
      [415],
    ],
    [
      'a file over every limit',
      () => sendFile(route, Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024)])),
      [413],
    ],
    [
      'a PNG header claiming 100 000 × 100 000',
      () => sendFile(route, pngClaiming(1e5, 1e5)),
      [413],
    ],
    ['a real 8 KB PNG of 8000 × 8000 pixels', () => sendFile(route, compressiblePng(8000)), [413]],
    [
      'a WebP header claiming 16384 × 16384',
      () => sendFile(route, webpClaimingLargest(), 'a.webp', 'image/webp'),
      [413, 415],
    ],
    [
      'a JPEG header claiming 65 000 × 65 000',
      () => sendFile(route, jpegClaiming(65_000, 65_000), 'a.jpg', 'image/jpeg'),
      [413, 415],
    ],
  ];

  it.each(refusals)('refuses %s with a 4xx and keeps nothing', async (what, send, statuses) => {
    const before = await servedNow(route);
    const res = await send();
    expect(statuses, `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      errors: { file: [expect.any(String)] },
    });
    expect(await servedNow(route)).toEqual(before);
  });

  it('refuses callers who may not upload here, and keeps nothing', async () => {
    const before = await servedNow(route);
    const body = await multipart(PNG_1PX);
    expect((await upload(route, body, null)).statusCode).toBe(401);
    expect((await upload(route, body, 'not.a.token')).statusCode).toBe(401);
    if (route.who === 'admin')
      expect((await upload(route, body, customer.token)).statusCode).toBe(403);
    expect(await servedNow(route)).toEqual(before);
  });

  // Real images with something else inside: stored and served re-encoded, as the picture
  // alone, or refused when the route does not take that format at all. Each names the
  // picture it must still draw and the injected text that must be gone.
  const polyglots: [string, Buffer, string, Buffer, string[]][] = [
    [
      'a PNG with an HTML page appended',
      Buffer.concat([PNG_1PX, HTML_PAGE]),
      'image/png',
      PNG_1PX,
      [],
    ],
    [
      'a PNG with <script> in tEXt, zTXt and iTXt chunks',
      pngWith(
        pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT_TEXT}`)),
        pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SCRIPT_TEXT}`)),
        pngChunk('zTXt', Buffer.from('Comment\0\0x')),
        pngChunk('prIv', HTML_PAGE),
      ),
      'image/png',
      PNG_1PX,
      ['tEXt', 'iTXt', 'zTXt', 'prIv', 'com.adobe.xmp'],
    ],
    [
      'a JPEG with script in a comment and XMP, and a page after its end',
      Buffer.concat([
        jpegWith(
          jpegSegment(0xfe, Buffer.from(SCRIPT_TEXT)),
          jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${SCRIPT_TEXT}`)),
        ),
        HTML_PAGE,
      ]),
      'image/jpeg',
      PHOTO_JPEG,
      ['ns.adobe.com'],
    ],
    [
      'a WebP with an XMP chunk holding a page, and a page after its end',
      Buffer.concat([webpWith({ type: 'XMP ', data: HTML_PAGE }), HTML_PAGE]),
      'image/webp',
      WEBP_1PX,
      ['XMP '],
    ],
    ['an ICO with a page after its one image', ICO_WITH_PAGE, 'image/x-icon', ICO_1PX, []],
  ];

  it.each(polyglots)('%s: only the picture is kept', async (what, bytes, type, picture, gone) => {
    const res = await sendFile(route, bytes, 'image', type);
    if (res.statusCode === 415) return; // a format this route does not take
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: imageUrlIn(res) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expectNoMarkup(served.rawPayload, what);
    for (const text of gone)
      expect(served.rawPayload.includes(text), `${what}: ${text}`).toBe(false);
    if (type === 'image/x-icon') {
      // libvips cannot read ICO: an icon is only cut to its directory's end, not re-encoded.
      expect(served.rawPayload.equals(picture), what).toBe(true);
      return;
    }
    const { format, width, height, metadata } = await decodedImage(served.rawPayload);
    const clean = await decodedImage(picture);
    expect({ format, width, height }, what).toEqual({
      format: clean.format,
      width: clean.width,
      height: clean.height,
    });
    expect(metadata, what).toEqual([]);
  });

  it('never takes the stored name from the file name', async () => {
    const names = [
      'filename="../../etc/passwd.png"',
      'filename="..\\..\\windows\\win.ini.png"',
      'filename="/etc/passwd"',
      'filename="evil\0.html.png"',
      `filename="${'x'.repeat(5000)}.png"`,
      "filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.png",
      'filename="<script>alert(1)</script>.png"',
    ];
    for (const [i, disposition] of names.entries()) {
      // A different picture each time, so each upload gets its own version.
      const bytes = await sharp({
        create: { width: 2, height: 2, channels: 3, background: { r: i * 30, g: 0, b: 0 } },
      })
        .png()
        .toBuffer();
      const res = await upload(route, rawMultipart(bytes, disposition));
      expect(res.statusCode, `${disposition.slice(0, 60)}: ${res.body}`).toBe(200);
      for (const fragment of ['passwd', 'win.ini', 'xxxxxxxx', 'alert(1)'])
        expect(res.body, disposition.slice(0, 60)).not.toContain(fragment);
      const url = imageUrlIn(res);
      expect(url).toMatch(/^\/api\/[a-z0-9/-]+\?v=[0-9a-f]{16}$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(bytes));
    }
  });

  it('serves what it stored as an image that can never render as a page', async () => {
    const res = await sendFile(
      route,
      Buffer.concat([PNG_1PX, HTML_PAGE]),
      'page.html',
      'text/html',
    );
    expect(res.statusCode).toBe(200);
    for (const url of [imageUrlIn(res), route.served()]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const served = await t.app.inject({ method, url });
        expect(served.statusCode, `${method} ${url}`).toBe(200);
        expectServedAsImage(served.headers, `${method} ${url}`);
      }
    }
  });
});

/** An image type, no sniffing, and a policy under which nothing in the file can run. */
function expectServedAsImage(headers: LightMyRequestResponse['headers'], what: string) {
  expect(headers['content-type'], what).toMatch(/^image\/(png|jpeg|webp|x-icon)$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toMatch(/(^|;)\s*default-src 'none'/);
  expect(csp, what).toMatch(/(^|;)\s*sandbox(;|$)/);
  expect(csp, what).not.toMatch(/script-src/);
}
