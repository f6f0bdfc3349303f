import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { ICO_1PX, PNG_1PX, WEBP_1PX } from './images.ts';

/** Hostile uploads built from real image bytes: polyglots, bombs, markup in metadata. */

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>',
);
export const SCRIPT_TEXT = '<script>alert(document.domain)</script>';

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG with `chunks` inserted right after its IHDR (signature 8 + IHDR 25 bytes). */
export const pngWith = (...chunks: Buffer[]) =>
  Buffer.concat([PNG_1PX.subarray(0, 33), ...chunks, PNG_1PX.subarray(33)]);

/** A real photo-like JPEG (64 × 48 of noise, so its scan is long), encoded by libvips. */
export const PHOTO_JPEG = await sharp({
  create: {
    width: 64,
    height: 48,
    channels: 3,
    background: '#3a6ea5',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg()
  .toBuffer();

/** `PHOTO_JPEG` with `segments` inserted right after its JFIF header (SOI, then APP0). */
export function jpegWith(...segments: Buffer[]): Buffer {
  const afterApp0 = 4 + PHOTO_JPEG.readUInt16BE(4);
  return Buffer.concat([
    PHOTO_JPEG.subarray(0, afterApp0),
    ...segments,
    PHOTO_JPEG.subarray(afterApp0),
  ]);
}

/** `PHOTO_JPEG` whose frame header (SOF0) claims `width` × `height`. */
export function jpegClaiming(width: number, height: number): Buffer {
  const bomb = Buffer.from(PHOTO_JPEG);
  let at = 2;
  while (bomb[at + 1] !== 0xc0) at += 2 + bomb.readUInt16BE(at + 2);
  bomb.writeUInt16BE(height, at + 5);
  bomb.writeUInt16BE(width, at + 7);
  return bomb;
}

/** A JPEG marker segment (COM is 0xFE, APP1 is 0xE1). */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** The 1 px WebP with extra RIFF chunks after its bitstream, its RIFF size kept right. */
export function webpWith(...chunks: { type: string; data: Buffer }[]): Buffer {
  const parts = chunks.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  });
  const file = Buffer.concat([WEBP_1PX, ...parts]);
  file.writeUInt32LE(file.length - 8, 4);
  return file;
}

/** A GIF header whose bytes are also a script (`GIF89a=...`), the classic GIF/JS polyglot. */
export const GIF_JS_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0, 0, 0, 0xff, 0xff, 0xff]),
  Buffer.from('*/=1;alert(document.domain);/*'),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  Buffer.from('*/'),
]);

/** The 1 px PNG whose header claims a 100 000 × 100 000 bitmap. */
export function pngClaiming(width: number, height: number): Buffer {
  const bomb = Buffer.from(PNG_1PX);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** The 1 px lossless WebP whose header claims 16384 × 16384 (the format's largest). */
export function webpClaimingLargest(): Buffer {
  const bomb = Buffer.from(WEBP_1PX);
  const bits = bomb.readUInt32LE(21);
  bomb.writeUInt32LE((bits & ~0x0fffffff) | 0x3fff | (0x3fff << 14), 21);
  return bomb;
}

/**
 * A real, well-formed black-and-white PNG of `side` × `side` pixels: a few kilobytes that
 * decode to side² pixels (8000 × 8000 is 64 megapixels from about 8 KB).
 */
export function compressiblePng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    PNG_1PX.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Real images cut off halfway through their pixel data, as an interrupted upload is. */
export const JPEG_CUT_SHORT = PHOTO_JPEG.subarray(0, PHOTO_JPEG.length >> 1);
const WIDE_PNG = compressiblePng(512);
export const PNG_CUT_SHORT = WIDE_PNG.subarray(0, WIDE_PNG.length >> 1);

/** The 1 px ICO with a page appended after its one image. */
export const ICO_WITH_PAGE = Buffer.concat([ICO_1PX, HTML_PAGE]);
