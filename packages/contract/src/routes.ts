/**
 * The pages of the public site, as the web router serves them (apps/web checks its router
 * against this list). Redirects, the not-found page and the admin area are left out: the
 * chat assistant's answers may link only to these.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/login',
  '/contact',
  '/help-center',
  '/privacy-policy',
  '/refund-policy',
  '/terms-of-service',
  '/setup-guide',
  '/packages',
  '/vod-request',
  '/report-content',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
