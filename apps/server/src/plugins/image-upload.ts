import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { HttpError } from './http-errors.ts';
import { imageVersion } from '../lib/image-version.ts';
import type { StoredImage } from './stored-images.ts';

// Each upload is decoded once; libvips' operation cache would only hold memory for nothing.
sharp.cache(false);

/** The image formats an upload may be; SVG is never one (it can carry script). */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'ico' | 'gif';

export interface ImageRule {
  kinds: readonly ImageKind[];
  maxBytes: number;
  /** Width × height ceiling: a small file that decodes to a huge bitmap is refused. */
  maxPixels?: number;
}

const KIND_NAMES: Record<ImageKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  ico: 'ICO',
  gif: 'GIF',
};

const MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  gif: 'image/gif',
};

const DEFAULT_MAX_PIXELS = 40_000_000;
/** The multipart part that carries the image. */
export const IMAGE_FIELD = 'file';

function fileError(status: number, message: string) {
  return new HttpError(status, message, { errors: { [IMAGE_FIELD]: [message] } });
}

function kindList(kinds: readonly ImageKind[]) {
  const names = kinds.map((k) => KIND_NAMES[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
}

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * Reads the one image of a multipart request and checks it from its bytes, never its name or
 * declared type: the format by its magic bytes, then a header parse for its size in pixels,
 * then a re-encode that keeps the picture alone (`cleanImage`). Answers are 413 (too large),
 * 415 (not an allowed image) or 422 (no file), each with an `errors.file` line the form kit
 * shows under the field.
 */
export async function readImageUpload(
  request: FastifyRequest,
  rule: ImageRule,
): Promise<StoredImage> {
  if (!request.isMultipart()) {
    throw fileError(415, 'Send the image as multipart/form-data in a "file" field');
  }
  const tooLarge = `The image must be ${sizeText(rule.maxBytes)} or smaller`;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGE_FIELD || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fileError(422, 'Send one image at a time');
    // Anything else here is the body itself failing to parse (busboy's "Unexpected end of
    // multipart data", a missing boundary): the caller's fault, never a 500.
    request.log.debug({ err: error }, 'unreadable multipart upload');
    throw fileError(400, 'The upload could not be read');
  }
  if (!bytes || bytes.length === 0) throw fileError(422, 'Choose an image to upload');
  if (bytes.length > rule.maxBytes) throw fileError(413, tooLarge);

  const wrongType = `The file must be a ${kindList(rule.kinds)} image`;
  const detected = await fileTypeFromBuffer(bytes);
  const kind = rule.kinds.find(
    (k) => k === detected?.ext || (k === 'jpeg' && detected?.ext === 'jpg'),
  );
  if (!kind) throw fileError(415, wrongType);

  // The header alone, before anything is decoded: a small file that claims a huge bitmap (a
  // decompression bomb) is refused here without costing a decode.
  const maxPixels = rule.maxPixels ?? DEFAULT_MAX_PIXELS;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw fileError(415, wrongType);
  }
  if (!width || !height) throw fileError(415, wrongType);
  if (width * height > maxPixels) throw fileError(413, 'The image has too many pixels');

  const picture = await cleanImage(request, kind, bytes, maxPixels, wrongType);
  return { bytes: picture, mime: MIME[kind], version: imageVersion(picture) };
}

/**
 * The upload drawn again by libvips (sharp) into a new file of the same format: only pixels
 * survive, so a page appended after the image, script in a text chunk, comment, Exif or XMP
 * (a polyglot) is never stored or served. Exif orientation is applied to the pixels first;
 * all metadata is dropped and colour is converted to sRGB from any embedded profile. The
 * uploader's ICC profile is not kept: it is free-form bytes (text tags included) and sRGB is
 * all these small pictures need.
 */
async function cleanImage(
  request: FastifyRequest,
  kind: ImageKind,
  bytes: Buffer,
  maxPixels: number,
  wrongType: string,
): Promise<Buffer> {
  if (kind === 'ico') {
    const icon = trimIco(bytes);
    if (!icon) throw fileError(415, wrongType);
    return icon;
  }
  if (kind === 'gif') throw fileError(415, wrongType); // no route takes GIF; not re-encoded yet
  try {
    const input = sharp(bytes, {
      // Pixel data that is cut short or corrupt fails the upload rather than being guessed at.
      failOn: 'warning',
      // The same ceiling as the header check, now on what libvips itself reads; for an
      // animated WebP it counts every frame.
      limitInputPixels: maxPixels,
      autoOrient: true,
      // Every frame of an animated WebP (libvips reads no APNG frames: a PNG is its still image).
      animated: kind === 'webp',
    });
    switch (kind) {
      case 'png': {
        // A palette PNG stays one (exact: it has 256 colours at most); no other is quantised.
        // zlib level 6, not 9: measured on a 1.6 MP picture, 9 took 4.4 s for a file 10%
        // smaller than 6 made in 0.2 s, time an upload request cannot spend.
        const { isPalette } = await input.metadata();
        return await input.png({ compressionLevel: 6, palette: isPalette === true }).toBuffer();
      }
      case 'jpeg':
        return await input.jpeg({ quality: 85, mozjpeg: false }).toBuffer();
      case 'webp':
        return await input.webp({ quality: 85 }).toBuffer();
    }
  } catch (error) {
    request.log.debug({ err: error }, 'upload is not a decodable image');
    if (/pixel limit/i.test((error as Error).message)) {
      throw fileError(413, 'The image has too many pixels');
    }
    throw fileError(415, wrongType);
  }
}

/**
 * An icon cut to end where its last image does, as its directory says. libvips cannot read
 * ICO, so an icon is not re-encoded: this only drops what was appended after it (a page).
 * ICO is taken for the favicon alone, from an admin, and served like every stored image with
 * `nosniff` under a sandbox CSP. Null when an entry points past the end of the file.
 */
function trimIco(bytes: Buffer): Buffer | null {
  if (bytes.length < 6) return null;
  const count = bytes.readUInt16LE(4);
  let end = 6 + 16 * count;
  if (end > bytes.length) return null;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    end = Math.max(end, bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8));
  }
  return end <= bytes.length ? bytes.subarray(0, end) : null;
}

/** Multipart parsing, for the routes that take an image (`readImageUpload`). */
export const imageUploadPlugin = fp(
  async (app: FastifyInstance) => {
    // Files are read only where a route asks for one; nothing lands on disk.
    await app.register(multipart, { limits: { files: 1, fields: 20, parts: 21 } });
  },
  { name: 'image-upload' },
);
