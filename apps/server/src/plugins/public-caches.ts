import type { FastifyInstance } from 'fastify';
import { CachedAnswer } from './compressed-answer.ts';

/**
 * One value per database handle, i.e. per app: the public and admin route plugins are
 * siblings and do not see each other's decorations, but they share the database.
 */
export function perApp<T>(make: (db: object) => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
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

/** Something kept that can be dropped: its generation changes with every drop. */
export interface Droppable {
  readonly generation: number;
}

/**
 * A value public answers are made of, kept in memory until an admin's change drops it
 * (`invalidate()`, here and through the bus on every instance) or its short lifetime ends:
 * the chat's settings and intents, the packages and events its answers quote. A value that
 * `follows` another cache is dropped with it too, so what is derived from a public answer's
 * data is dropped by the same announcements as the answer (services, site, events). Concurrent
 * misses share one load; a load that started before a drop is not kept.
 */
export class PublicValueCache<T> implements Droppable {
  #kept: { value: T; generation: number; expiresAt: number } | undefined;
  #pending: { promise: Promise<T>; generation: number } | undefined;
  /** Bumped by every invalidation. */
  #drops = 0;
  readonly #ttlMs: number;
  readonly #follows: Droppable | undefined;

  constructor(options: { ttlMs?: number; follows?: Droppable } = {}) {
    this.#ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
    this.#follows = options.follows;
  }

  /** Changes whenever this value is dropped, by its own invalidation or its source's. */
  get generation(): number {
    return this.#drops + (this.#follows?.generation ?? 0);
  }

  /** The kept value while it is current, else undefined (nothing is loaded). */
  peek(): T | undefined {
    const kept = this.#kept;
    return kept && kept.generation === this.generation && Date.now() < kept.expiresAt
      ? kept.value
      : undefined;
  }

  /** The kept value, or one load shared by every caller that arrives meanwhile. */
  get(load: () => Promise<T>): T | Promise<T> {
    const generation = this.generation;
    const kept = this.#kept;
    if (kept && kept.generation === generation && Date.now() < kept.expiresAt) return kept.value;
    if (this.#pending?.generation === generation) return this.#pending.promise;
    const promise = load().then(
      (value) => {
        if (generation === this.generation) {
          this.#kept = { value, generation, expiresAt: Date.now() + this.#ttlMs };
        }
        if (this.#pending?.promise === promise) this.#pending = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.#pending?.promise === promise) this.#pending = undefined;
        throw error;
      },
    );
    this.#pending = { promise, generation };
    return promise;
  }

  invalidate(): void {
    this.#drops += 1;
    this.#kept = undefined;
    this.#pending = undefined;
  }
}

/**
 * A public answer kept serialised (and compressed at most once per encoding) until an admin's
 * change drops it, or its short lifetime ends: the package catalogue, the site, the upcoming
 * events (each module's `*.public-cache.ts` says which and when it is dropped). The lifetime
 * bounds staleness for what the message bus cannot see: an edit made directly in the
 * database, or a message lost while Redis reconnects.
 */
export class PublicAnswerCache implements Droppable {
  readonly #answer: PublicValueCache<CachedAnswer>;

  constructor(ttlMs = PUBLIC_CACHE_TTL_MS) {
    this.#answer = new PublicValueCache({ ttlMs });
  }

  get generation(): number {
    return this.#answer.generation;
  }

  /** The cached answer while it is current, else undefined (nothing is built). */
  peek(): CachedAnswer | undefined {
    return this.#answer.peek();
  }

  /** The cached answer, or one build shared by every request that arrives meanwhile. */
  get(build: () => Promise<Buffer>): CachedAnswer | Promise<CachedAnswer> {
    return this.#answer.get(() => build().then((body) => new CachedAnswer(body)));
  }

  invalidate(): void {
    this.#answer.invalidate();
  }
}
