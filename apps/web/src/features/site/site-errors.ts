import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the site content calls (settings, FAQ, favicon, hero). */
export const SITE_MESSAGES = {
  loadSettings: 'Failed to load settings. Please try again later.',
  saveSettings: 'Failed to save settings. Please try again.',
  loadProvisioning: 'Failed to load provisioning settings. Please try again later.',
  saveProvisioning: 'Failed to save provisioning settings. Please try again.',
  loadFaq: 'Failed to load FAQ entries. Please try again later.',
  createFaq: 'Failed to create FAQ entry. Please try again.',
  updateFaq: 'Failed to update FAQ entry. Please try again.',
  deleteFaq: 'Failed to delete FAQ entry. Please try again.',
  uploadFavicon: 'Failed to upload favicon. Please try again.',
  resetFavicon: 'Failed to restore the default favicon. Please try again.',
  loadHero: 'Failed to load hero section. Please try again later.',
  saveHero: 'Failed to save hero section. Please try again.',
  uploadHeroImage: 'Failed to upload hero image. Please try again.',
  resetHeroImage: 'Failed to restore the default hero image. Please try again.',
} as const;

/** Rethrows a failed call with its wording; a refused upload (413, 415) keeps the server's. */
export function toSiteError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, { serverSays: [413, 415] });
}
