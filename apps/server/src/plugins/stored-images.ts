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

const IMAGE_CACHE_TTL_MS = 5_000;
const IMAGE_CACHE_ENTRIES = 256;

/**
 * The images every visit to the home page loads (the hero, the events' artwork, the favicon),
 * kept for a few seconds instead of read from the database per request: uncached, the hero
 * image was served about 500 times a second on PGlite (bench/mixed-public-workload.ts).
 *
 * A request naming a version (`?v=`, what the pages ask for) is served from the cache only
 * when the cached image is that version: a new upload has a new version, so an instance that
 * did not see the change reads it at once instead of sending the old bytes under the new,
 * year-long URL. The instance that made the change drops its entry at once (`invalidate`),
 * the others when they hear of it on the message bus; until then, or for the few seconds of
 * the lifetime if the message is lost, a request without a version may see the old image.
 * One cache per kind of image and app (`perApp`), kept by the module that owns the images.
 */
export class StoredImageCache {
  readonly #entries = new Map<string, { image: StoredImage | null; expiresAt: number }>();

  /** The image under `key` (null: there is none), from the cache or from `load`. */
  async get(
    key: string,
    requestedVersion: string | undefined,
    load: () => Promise<StoredImage | null | undefined>,
  ): Promise<StoredImage | null> {
    const hit = this.#entries.get(key);
    const fresh = hit !== undefined && Date.now() < hit.expiresAt;
    if (fresh && (requestedVersion === undefined || hit.image?.version === requestedVersion)) {
      return hit.image;
    }
    const image = (await load()) ?? null;
    this.#entries.delete(key);
    this.#entries.set(key, { image, expiresAt: Date.now() + IMAGE_CACHE_TTL_MS });
    // Oldest first: a Map keeps insertion order, and a read re-inserts its key.
    if (this.#entries.size > IMAGE_CACHE_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return image;
  }

  /** Forgets `key`, or every entry. */
  invalidate(key?: string): void {
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }
}
