/** Spec §9 "Live reconnect": up to 10 attempts, 1 s to 5 s apart, 20 s to connect. */
export const LIVE_SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
  // WebSocket first; spec §4 switches to polling first after a connection error.
  transports: ['websocket', 'polling'],
} as const;

/** Spec §4: the order after a connection error (a proxy that drops WebSockets still polls). */
export const FALLBACK_TRANSPORTS = ['polling', 'websocket'] as const;

/**
 * Spec §9 "Notification connection retry": 1 s after the subscription, then 2 s later —
 * that is, at +1 s and +3 s.
 */
export const SUBSCRIBE_RETRY_DELAYS_MS = [1000, 2000] as const;

/**
 * How long the tab keeps its connection after the last bell unmounts while still signed in:
 * going from the site to /admin swaps the navigation bar's bell for the admin header's,
 * which waits for the admin chunk and the role check.
 */
export const RELEASE_GRACE_MS = 10_000;

/**
 * Spec §4: no live channel on serverless hosting. These hosts serve static files and
 * short-lived functions, which cannot keep a socket.io server running, so a connection there
 * would only fail ten times. The host and every sub-domain of it match.
 */
export const SERVERLESS_HOST_SUFFIXES = [
  'vercel.app', // Vercel
  'now.sh', // Vercel, former domain
  'netlify.app', // Netlify
  'netlify.com', // Netlify, former site domain
  'pages.dev', // Cloudflare Pages
  'workers.dev', // Cloudflare Workers
  'web.app', // Firebase Hosting
  'firebaseapp.com', // Firebase Hosting, former domain
  'amplifyapp.com', // AWS Amplify Hosting
  'azurestaticapps.net', // Azure Static Web Apps
  'github.io', // GitHub Pages
  'gitlab.io', // GitLab Pages
  'surge.sh', // Surge
  'deno.dev', // Deno Deploy
] as const;

export function isServerlessHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return SERVERLESS_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
