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
  // Signed in only; a visitor who follows the link signs in and comes back to it.
  '/account',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * A path on this site: one leading `/` not followed by another (`//host` is another site), and
 * no backslash or control character anywhere: browsers read `\` as `/` and drop tabs and
 * newlines, so `/\host` and `/<tab>/host` are `//host` too. Absolute URLs are refused as well:
 * notifications and the chat assistant's answers only ever lead somewhere in the app, and the
 * web app checks a stored link again before it navigates.
 */
export function isSameSitePath(value: string): boolean {
  if (value[0] !== '/' || value[1] === '/') return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x5c || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

// Linear: every repeated host label ends in a dot, so each part of a name matches one way.
// eslint-disable-next-line security/detect-unsafe-regex
const HTTPS_URL = /^https:\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/**
 * An `https://` address whose host is a plain name (no user name or password, no backslash,
 * no space): what an admin may put in a link the public pages show (navigation, social links,
 * a call to action). `http:` is refused so a link never downgrades the visitor's connection.
 */
export function isHttpsUrl(value: string): boolean {
  return HTTPS_URL.test(value);
}

/** The setup guide's sections per device family (`/setup-guide#smart-tv`): pages and mail link to them. */
export const SETUP_GUIDE_DEVICES = [
  { id: 'smart-tv', label: 'Smart TV' },
  { id: 'android-fire-tv', label: 'Android TV and Fire TV' },
  { id: 'ios-apple-tv', label: 'iPhone, iPad and Apple TV' },
  { id: 'web', label: 'Computer (web browser)' },
] as const;

/**
 * One click to renew a subscription (reminder mail, ended mail): signed in, the page places
 * the renewal order; signed out, sign-in comes back to it.
 */
export const renewPath = (orderId: string) => `/account/renew/${orderId}`;
/** A package's free trial (decision 055): signed out, sign-in comes back here. */
export const trialPath = (serviceId: string) => `/trial/${serviceId}`;
