import { CachedAnswer } from '../../plugins/compressed-answer.ts';
import { perApp } from '../../plugins/public-caches.ts';

/**
 * The public catalogue is read on every visit to the home and packages pages and changes
 * only when an admin edits a package, so its serialised answer is kept (and compressed at
 * most once per encoding) until the next change. Without it each request paid a database
 * round trip, schema serialisation and, for browsers, a fresh gzip: about 30 times slower
 * than the HTTP stack under it (bench/README.md).
 *
 * Invalidation: every admin write calls `invalidate()` on this instance at once (an admin
 * sees their own change on the next request) and publishes `SERVICES_CHANGED` on the event
 * bus for the other instances. The short lifetime bounds staleness for what the bus cannot
 * see: an edit made directly in the database, or a message lost while Redis reconnects.
 */
export const SERVICES_CHANGED = 'services:changed';
export const PUBLIC_CACHE_TTL_MS = 5_000;
export class PublicCatalogueCache {
  #answer: CachedAnswer | undefined;
  #expiresAt = 0;
  /** Bumped by every invalidation: a rebuild that started before it must not be kept. */
  #generation = 0;
  #pending: Promise<CachedAnswer> | undefined;
  readonly #ttlMs: number;

  constructor(ttlMs = PUBLIC_CACHE_TTL_MS) {
    this.#ttlMs = ttlMs;
  }

  /** The cached answer, or one build shared by every request that arrives meanwhile. */
  get(build: () => Promise<Buffer>): CachedAnswer | Promise<CachedAnswer> {
    if (this.#answer !== undefined && Date.now() < this.#expiresAt) return this.#answer;
    if (this.#pending) return this.#pending;
    const generation = this.#generation;
    const pending = build().then(
      (body) => {
        const answer = new CachedAnswer(body);
        if (generation === this.#generation) {
          this.#answer = answer;
          this.#expiresAt = Date.now() + this.#ttlMs;
          this.#pending = undefined;
        }
        return answer;
      },
      (error: unknown) => {
        if (this.#pending === pending) this.#pending = undefined;
        throw error;
      },
    );
    this.#pending = pending;
    return pending;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#answer = undefined;
    this.#pending = undefined;
  }
}

/** The catalogue's cache of this app (one per database handle: see perApp). */
export const publicCatalogueCache = perApp(() => new PublicCatalogueCache());
