import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    return { mime: image.mime, version: image.version, size: image.bytes.length };
  });
  await app.ready();
});
afterAll(() => app.close());

async function upload(bytes: Uint8Array, filename = 'icon.png', type = 'image/png') {
  const response = await app.inject({
    method: 'PUT',
    url: '/upload',
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
      expect(body).toMatchObject({ mime, size: bytes.length });
      expect(body.version).toMatch(/^[0-9a-f]{16}$/);
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
});
