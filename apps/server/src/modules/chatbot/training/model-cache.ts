import { classifyIntent, type IntentModel } from '../engine/index.ts';
import type { ChatModelsRepository } from './models.repository.ts';

export interface ActiveModel {
  version: number;
  model: IntentModel;
}

/**
 * The model in use, kept in memory by every instance. It is loaded on first use; a retrain
 * anywhere announces itself on the message bus and each instance reloads at once. As a safety
 * net for a missed announcement, the stored version number is compared at most every
 * `checkEveryMs` (one tiny query), and the model is only read again when it changed.
 */
export class ChatModelCache {
  readonly #repo: ChatModelsRepository;
  readonly #checkEveryMs: number;
  #current: ActiveModel | null | undefined;
  #checkedAt = 0;
  #pending: Promise<ActiveModel | null> | undefined;

  constructor(repo: ChatModelsRepository, options: { checkEveryMs?: number } = {}) {
    this.#repo = repo;
    this.#checkEveryMs = options.checkEveryMs ?? 5_000;
  }

  async get(): Promise<ActiveModel | null> {
    if (this.#current !== undefined && Date.now() - this.#checkedAt < this.#checkEveryMs)
      return this.#current;
    return this.refresh();
  }

  /** Concurrent callers share one database round trip. */
  refresh(): Promise<ActiveModel | null> {
    this.#pending ??= this.#load().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** A model this instance just trained: no need to read it back. */
  set(active: ActiveModel): void {
    if (this.#current && this.#current.version > active.version) return;
    warm(active.model);
    this.#current = active;
    this.#checkedAt = Date.now();
  }

  async #load(): Promise<ActiveModel | null> {
    const version = await this.#repo.activeVersion();
    if (version === null) {
      this.#current = null;
    } else if (this.#current?.version !== version) {
      const loaded = await this.#repo.active();
      if (loaded) warm(loaded.model);
      // A model set() while this read was in flight may already be newer.
      if (!loaded || !this.#current || loaded.version >= this.#current.version)
        this.#current = loaded;
    }
    this.#checkedAt = Date.now();
    return this.#current ?? null;
  }
}

/** The first classification decodes the stored weights; do it now rather than in a visitor's request. */
function warm(model: IntentModel) {
  if (model.intents.length > 0) classifyIntent(model, 'hello', 1);
}
