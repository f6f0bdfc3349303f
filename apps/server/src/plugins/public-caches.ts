import type { FastifyInstance } from 'fastify';
import { CachedAnswer } from './compressed-answer.ts';

/**
 * One value per database handle, i.e. per app: the public and admin route plugins are
 * siblings and do not see each other's decorations, but they share the database.
 */
export function perApp<T>(make: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}

/**
 * After an admin's change commits: `drop` runs here at once (the admin sees their change on
 * the next request) and `topic` goes out on the message bus, where every other instance
 * listening with `dropOnChange` drops its own copy.
 */
export async function announceChange(app: FastifyInstance, topic: string, drop: () => void) {
  drop();
  if (!app.hasDecorator('bus')) return;
  await app.bus.publish(topic, null).catch((error: unknown) => {
    app.log.warn({ err: error, topic }, 'could not tell the other instances of a change');
  });
}

/** The other half of `announceChange`: drop this instance's copy when another changed it. */
export async function dropOnChange(app: FastifyInstance, topic: string, drop: () => void) {
  if (app.hasDecorator('bus')) await app.bus.subscribe(topic, drop);
}

/** How long a kept public answer lives without a change dropping it. */
export const PUBLIC_CACHE_TTL_MS = 5_000;

/**
 * A public answer kept serialised (and compressed at most once per encoding) until an admin's
 * change drops it, or its short lifetime ends: the package catalogue, the site, the upcoming
 * events (each module's `*.public-cache.ts` says which and when it is dropped). The lifetime
 * bounds staleness for what the message bus cannot see: an edit made directly in the
 * database, or a message lost while Redis reconnects.
 */
export class PublicAnswerCache {
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
