import type { Highlight } from '@streamfront/contract';

/**
 * The look of a package on the catalogue, chosen from what it includes: everything, else its
 * leading kind. The pictures are SVG files in public/art/packages, drawn for this project and
 * served as static files (never in the JavaScript bundle).
 */
export type PackageKind = 'all-in' | 'sports' | 'live-tv' | 'vod';

export function packageKind(highlights: readonly Highlight[]): PackageKind {
  const has = new Set(highlights);
  if (has.has('sports') && has.has('live_tv') && has.has('vod')) return 'all-in';
  if (has.has('sports')) return 'sports';
  if (has.has('live_tv')) return 'live-tv';
  if (has.has('vod')) return 'vod';
  return 'all-in';
}

export const packageArtUrl = (highlights: readonly Highlight[]) =>
  `/art/packages/${packageKind(highlights)}.svg`;

/** Every package picture, so a test can check that each file exists. */
export const PACKAGE_ART_FILES = (['all-in', 'sports', 'live-tv', 'vod'] as const).map(
  (kind) => `/art/packages/${kind}.svg`,
);
