import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StoredImage {
  bytes: Buffer;
  mime: string;
  /** Content hash; part of the image's URL (`?v=`). */
  version: string;
}

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Sends an image kept in the database. Asked for by its current version it may be cached
 * for a year (a new image gets a new URL); any other request revalidates. The image is
 * sandboxed: an uploaded SVG opened directly must not run script on our origin, and no
 * other site may frame it.
 */
export function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: StoredImage,
  requestedVersion: string | undefined,
) {
  const etag = `"${image.version}"`;
  reply
    .header('cache-control', requestedVersion === image.version ? YEAR : 'no-cache')
    .header('etag', etag)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(image.mime).send(image.bytes);
}
