import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { HttpError } from './http-errors.ts';
import { imageVersion } from '../lib/image-version.ts';
import type { StoredImage } from './stored-images.ts';

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
 * declared type: the format by its magic bytes, then a full header parse for its size in
 * pixels. Answers are 413 (too large), 415 (not an allowed image) or 422 (no file), each with
 * an `errors.file` line the form kit shows under the field.
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

  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw fileError(415, wrongType);
  }
  if (!width || !height) throw fileError(415, wrongType);
  if (width * height > (rule.maxPixels ?? DEFAULT_MAX_PIXELS)) {
    throw fileError(413, 'The image has too many pixels');
  }
  return { bytes, mime: MIME[kind], version: imageVersion(bytes) };
}

/** Multipart parsing, for the routes that take an image (`readImageUpload`). */
export const imageUploadPlugin = fp(
  async (app: FastifyInstance) => {
    // Files are read only where a route asks for one; nothing lands on disk.
    await app.register(multipart, { limits: { files: 1, fields: 20, parts: 21 } });
  },
  { name: 'image-upload' },
);
