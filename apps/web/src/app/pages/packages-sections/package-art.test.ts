import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ART_FILES, packageArtUrl, packageKind } from './package-art';

// Tests run from the repository root or from apps/web; the public folder is found either way.
const publicDir = existsSync('public/art') ? 'public' : 'apps/web/public';

describe('package art', () => {
  it('chooses the look from what a package includes', () => {
    expect(packageKind(['sports', 'live_tv', 'vod'])).toBe('all-in');
    expect(packageKind(['vod', 'sports'])).toBe('sports');
    expect(packageKind(['live_tv', 'vod'])).toBe('live-tv');
    expect(packageKind(['vod'])).toBe('vod');
    expect(packageKind([])).toBe('all-in');
    expect(packageArtUrl(['vod'])).toBe('/art/packages/vod.svg');
  });

  it('has a file for every look', () => {
    for (const url of PACKAGE_ART_FILES) expect(existsSync(`${publicDir}${url}`), url).toBe(true);
  });
});
