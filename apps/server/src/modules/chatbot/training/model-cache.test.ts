import { afterEach, describe, expect, it, vi } from 'vitest';
import { trainIntentModel } from '../engine/index.ts';
import { ChatModelCache } from './model-cache.ts';
import type { ChatModelsRepository } from './models.repository.ts';

const model = trainIntentModel([
  { name: 'greeting', utterances: ['hello', 'hi there'] },
  { name: 'goodbye', utterances: ['bye', 'see you'] },
]);

/** A stand-in for the table: the newest row is the one in use. */
function fakeRepo() {
  const versions: number[] = [];
  const calls = { activeVersion: 0, active: 0 };
  const repo = {
    async activeVersion() {
      calls.activeVersion++;
      return versions.at(-1) ?? null;
    },
    async active() {
      calls.active++;
      const version = versions.at(-1);
      return version === undefined ? null : { version, model };
    },
  } as unknown as ChatModelsRepository;
  return { repo, versions, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatModelCache', () => {
  it('loads lazily and serves from memory between checks', async () => {
    const { repo, versions, calls } = fakeRepo();
    versions.push(1);
    const cache = new ChatModelCache(repo, { checkEveryMs: 5_000 });
    expect(calls.active).toBe(0);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(calls).toEqual({ activeVersion: 1, active: 1 });
    expect((await cache.get())?.version).toBe(1);
    expect(calls.activeVersion).toBe(1);
  });

  it('notices a newer version in the database after the check interval, and reads only then', async () => {
    vi.useFakeTimers();
    const { repo, versions, calls } = fakeRepo();
    versions.push(1);
    const cache = new ChatModelCache(repo, { checkEveryMs: 5_000 });
    await cache.get();
    versions.push(2);
    vi.advanceTimersByTime(4_000);
    expect((await cache.get())?.version).toBe(1);
    vi.advanceTimersByTime(1_500);
    expect((await cache.get())?.version).toBe(2);
    vi.advanceTimersByTime(6_000);
    expect((await cache.get())?.version).toBe(2);
    // The unchanged version was checked without reading the model again.
    expect(calls).toEqual({ activeVersion: 3, active: 2 });
  });

  it('reloads at once on refresh (the retrain event) and forgets a deleted model', async () => {
    const { repo, versions } = fakeRepo();
    versions.push(1);
    const cache = new ChatModelCache(repo, { checkEveryMs: 60_000 });
    await cache.get();
    versions.push(2);
    await cache.refresh();
    expect((await cache.get())?.version).toBe(2);
    versions.length = 0;
    await cache.refresh();
    expect(await cache.get()).toBeNull();
  });

  it('keeps a model trained here without reading it back, and never goes back to an older one', async () => {
    const { repo, versions, calls } = fakeRepo();
    versions.push(3);
    const cache = new ChatModelCache(repo, { checkEveryMs: 60_000 });
    cache.set({ version: 3, model });
    expect((await cache.get())?.version).toBe(3);
    expect(calls).toEqual({ activeVersion: 0, active: 0 });
    cache.set({ version: 2, model });
    expect((await cache.get())?.version).toBe(3);
  });
});
