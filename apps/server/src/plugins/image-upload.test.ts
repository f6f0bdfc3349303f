import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedImage, pixelsOf } from '../testing/decoded-image.ts';
import { JPEG_CUT_SHORT, PNG_CUT_SHORT } from '../testing/hostile-images.ts';
import {
  HTML_AS_PNG,
  ICO_1PX,
  multipart,
  PNG_1PX,
  SVG_WITH_SCRIPT,
  WEBP_1PX,
} from '../testing/images.ts';
import { errorsPlugin } from './errors.ts';
import { imageUploadPlugin, readImageUpload } from './image-upload.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(imageUploadPlugin);
  app.put('/upload', async (request) => {
    const image = await readImageUpload(request, { kinds: ['png', 'ico', 'webp'], maxBytes: 1024 });
    return { mime: image.mime, version: image.version, bytes: image.bytes.toString('base64') };
  });
  // A photo route whose pixel ceiling (300 000) small test images can reach.
  app.put('/photo', async (request) => {
    const image = await readImageUpload(request, {
      kinds: ['png', 'jpeg', 'webp'],
      maxBytes: 64 * 1024,
      maxPixels: 300_000,
    });
    return { mime: image.mime, version: image.version, bytes: image.bytes.toString('base64') };
  });
  await app.ready();
});
afterAll(() => app.close());

async function upload(
  bytes: Uint8Array,
  filename = 'icon.png',
  type = 'image/png',
  url = '/upload',
) {
  const response = await app.inject({
    method: 'PUT',
    url,
    ...(await multipart(bytes, filename, type)),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Record<string, unknown>,
  };
}

describe('readImageUpload', () => {
  it.each([
    ['PNG', PNG_1PX, 'image/png'],
    ['ICO', ICO_1PX, 'image/x-icon'],
    ['WebP', WEBP_1PX, 'image/webp'],
  ])(
    'takes a real %s and names its type from the bytes, not the file name',
    async (_, bytes, mime) => {
      const { status, body } = await upload(bytes, 'whatever.txt', 'text/plain');
      expect(status).toBe(200);
      expect(body).toMatchObject({ mime });
      expect(body.version).toMatch(/^[0-9a-f]{16}$/);
      const stored = Buffer.from(body.bytes as string, 'base64');
      if (mime === 'image/x-icon') expect(stored.equals(bytes)).toBe(true);
      else expect(await pixelsOf(stored)).toEqual(await pixelsOf(bytes));
    },
  );

  it('refuses HTML named .png with a 415 and a line for the file field', async () => {
    const { status, body } = await upload(HTML_AS_PNG);
    expect(status).toBe(415);
    expect(body).toMatchObject({
      success: false,
      errors: { file: ['The file must be a PNG, ICO or WebP image'] },
    });
  });

  it('refuses an SVG, script or not', async () => {
    const { status } = await upload(SVG_WITH_SCRIPT, 'icon.svg', 'image/svg+xml');
    expect(status).toBe(415);
  });

  it('refuses a file over the limit with a 413 that says the limit', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2048)]);
    const { status, body } = await upload(big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ errors: { file: ['The image must be 1 KB or smaller'] } });
  });

  it('refuses a PNG whose header claims a huge bitmap', async () => {
    const bomb = Buffer.from(PNG_1PX);
    bomb.writeUInt32BE(100_000, 16); // width
    bomb.writeUInt32BE(100_000, 20); // height
    const { status, body } = await upload(bomb);
    expect(status).toBe(413);
    expect(body).toMatchObject({ errors: { file: ['The image has too many pixels'] } });
  });

  it('asks for the image when the request is not multipart or has no file', async () => {
    const json = await app.inject({ method: 'PUT', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { file: ['Choose an image to upload'] } });
  });

  it.each([
    ['a body that is not multipart at all', 'multipart/form-data; boundary=abc', 'garbage'],
    [
      'a part cut off before its end',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    ],
    ['no boundary', 'multipart/form-data', 'x'],
  ])('answers %s with a 400, never a 500', async (_, type, payload) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/upload',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      success: false,
      errors: { file: ['The upload could not be read'] },
    });
  });

  it('stores a JPEG turned upright by its Exif orientation, without its Exif or ICC profile', async () => {
    // 6 × 3, to be shown turned a quarter: an upright 3 × 6 once the orientation is applied.
    const sideways = await sharp({
      create: { width: 6, height: 3, channels: 3, background: '#0a0' },
    })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await decodedImage(sideways)).metadata).toEqual(['exif', 'icc']);
    const { status, body } = await upload(sideways, 'me.jpg', 'image/jpeg', '/photo');
    expect(status).toBe(200);
    expect(body.mime).toBe('image/jpeg');
    const stored = Buffer.from(body.bytes as string, 'base64');
    expect(await decodedImage(stored)).toEqual({
      format: 'jpeg',
      width: 3,
      height: 6,
      pages: 1,
      metadata: [],
    });
    expect(stored.includes('<script')).toBe(false);
  });

  it('keeps every frame of an animated WebP, and counts them all against the pixel ceiling', async () => {
    const frame = (background: string, height: number) =>
      sharp({ create: { width: 300, height, channels: 3, background } })
        .png()
        .toBuffer();
    const animate = async (height: number) =>
      sharp([await frame('#f00', height), await frame('#00f', height)], {
        join: { animated: true },
      })
        .webp({ delay: [100, 250], loop: 0 })
        .toBuffer();

    // Two 300 × 300 frames: 90 000 pixels each, 180 000 in all, under the ceiling.
    const { status, body } = await upload(await animate(300), 'a.webp', 'image/webp', '/photo');
    expect(status).toBe(200);
    const stored = Buffer.from(body.bytes as string, 'base64');
    expect(await decodedImage(stored)).toMatchObject({
      format: 'webp',
      width: 300,
      height: 300,
      pages: 2,
    });
    expect((await sharp(stored, { animated: true }).metadata()).delay).toEqual([100, 250]);

    // Two 300 × 600 frames: one frame's header (180 000) passes, both together are too many.
    const tall = await upload(await animate(600), 'a.webp', 'image/webp', '/photo');
    expect(tall.status).toBe(413);
    expect(tall.body).toMatchObject({ errors: { file: ['The image has too many pixels'] } });
  });

  it.each([
    ['a PNG', PNG_CUT_SHORT],
    ['a JPEG', JPEG_CUT_SHORT],
  ])('refuses %s cut off inside its pixel data with a 415, never a 500', async (_, bytes) => {
    // The header is whole, so only decoding it finds the picture is not.
    const { status, body } = await upload(bytes, 'cut', 'image/png', '/photo');
    expect(status).toBe(415);
    expect(body).toMatchObject({
      errors: { file: ['The file must be a PNG, JPEG or WebP image'] },
    });
  });

  it('keeps a palette PNG a palette PNG drawing the very same pixels', async () => {
    const raw = Buffer.from([255, 0, 0, 0, 0, 255, 0, 255, 0, 255, 255, 255]);
    const palette = await sharp(raw, { raw: { width: 2, height: 2, channels: 3 } })
      .png({ palette: true, colours: 4, dither: 0 })
      .toBuffer();
    const { status, body } = await upload(palette, 'p.png', 'image/png', '/photo');
    expect(status).toBe(200);
    const stored = Buffer.from(body.bytes as string, 'base64');
    expect((await sharp(stored).metadata()).isPalette).toBe(true);
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(palette));
  });
});
