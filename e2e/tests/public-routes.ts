/** Every public route of spec §2 with the heading its page shows. */
export const PUBLIC_ROUTES = [
  { path: '/', heading: /./ },
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
  { path: '/no-such-page', heading: 'Page not found' },
] as const;
