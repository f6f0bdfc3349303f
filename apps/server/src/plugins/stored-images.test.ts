import { describe, expect, it } from 'vitest';
import { StoredImageCache, type StoredImage } from './stored-images.ts';

const image = (version: string): StoredImage => ({
  bytes: Buffer.from(version),
  mime: 'image/png',
  version,
});

describe('StoredImageCache', () => {
  it('reads once for repeated requests of the version it holds, or of none', async () => {
    const cache = new StoredImageCache();
    let reads = 0;
    const load = async () => (reads++, image('v1'));
    for (const version of ['v1', undefined, 'v1']) {
      expect((await cache.get('hero', version, load))?.version).toBe('v1');
    }
    expect(reads).toBe(1);
  });

  it('reads again when asked for another version: the image changed on another instance', async () => {
    const cache = new StoredImageCache();
    let current = image('v1');
    const load = async () => current;
    await cache.get('hero', 'v1', load);
    current = image('v2');
    expect((await cache.get('hero', 'v2', load))?.version).toBe('v2');
    // The old URL now finds the new image (sent uncached by sendStoredImage), not the old bytes.
    expect((await cache.get('hero', 'v1', load))?.version).toBe('v2');
  });

  it('forgets an entry when told of a change, and keeps "none" apart per key', async () => {
    const cache = new StoredImageCache();
    let current: StoredImage | null = image('v1');
    const load = async () => current;
    await cache.get('event:a', undefined, load);
    current = null;
    expect(await cache.get('event:a', undefined, load)).not.toBeNull();
    cache.invalidate('event:a');
    expect(await cache.get('event:a', undefined, load)).toBeNull();
    expect(await cache.get('event:b', undefined, async () => image('b1'))).toMatchObject({
      version: 'b1',
    });
    // Told of a change to them all (another instance changed one): every entry reads again.
    cache.invalidate();
    expect(await cache.get('event:b', undefined, async () => image('b2'))).toMatchObject({
      version: 'b2',
    });
  });
});
