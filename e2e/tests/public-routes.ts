/**
 * Every public route of spec §2 with the exact text of the heading its page shows, so a page
 * that lost its content (or never had it) fails. The home heading is the seeded hero's title.
 */
export const PUBLIC_ROUTES = [
  { path: '/', heading: 'Live sports, live TV and movies — all in one place' },
  { path: '/packages', heading: 'Packages' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/help-center', heading: 'Help Center' },
  { path: '/setup-guide', heading: 'Setup Guide' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/refund-policy', heading: 'Refund Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/vod-request', heading: 'Request a VOD title' },
  { path: '/report-content', heading: 'Report content' },
  { path: '/login', heading: 'Sign in to your account' },
  // Linked from mail only (not the site): without a token it says the link is not valid.
  { path: '/unsubscribe', heading: 'Unsubscribe' },
  // Likewise: without a token it says the link cannot be used.
  { path: '/verify-email', heading: 'Verify your email' },
  { path: '/no-such-page', heading: 'Page not found' },
] as const satisfies readonly { path: string; heading: string }[];

/** The page's main heading, matched whole. */
export const mainHeading = (route: (typeof PUBLIC_ROUTES)[number]) =>
  ({ level: 1, name: route.heading, exact: true }) as const;

/** The pages a signed-in customer has beyond the public ones; a visitor is sent to sign in. */
export const CUSTOMER_ROUTES = [
  { path: '/account', heading: 'My account' },
] as const satisfies readonly {
  path: string;
  heading: string;
}[];
