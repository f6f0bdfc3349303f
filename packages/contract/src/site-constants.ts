// Plain values the public shell reads (the footer, the favicon's tab sync). Kept apart from
// the schemas so that importing one does not bring zod into the pages' initial JavaScript.
import type { Highlight } from './services.ts';

/** The networks the footer links to, in the order it shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * The browser-storage key a tab writes after it changed the favicon: other tabs hear the
 * `storage` event and fetch `GET /api/favicon` again (spec §7).
 */
export const FAVICON_STORAGE_KEY = 'favicon-updated';

/** How a highlight reads on the catalogue and in the package form (no zod: the first load). */
export const HIGHLIGHT_LABELS: Record<Highlight, string> = {
  live_tv: 'Live TV',
  sports: 'Live sports',
  vod: 'Video on demand',
};
