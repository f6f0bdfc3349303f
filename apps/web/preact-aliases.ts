import type { Alias } from 'vite';

const reactOnPreact = decodeURIComponent(
  new URL('./src/app/react-on-preact.ts', import.meta.url).pathname,
);

/**
 * The app is written against React's API and runs on Preact (decision 047): `react` and
 * `react-dom` resolve to `preact/compat` (through src/app/react-on-preact.ts), in the build
 * and in the web unit tests alike, so the tests exercise the renderer that ships. Each entry
 * is exact (`^…$`) so `react-router`, `react-hook-form` and the like are not caught by
 * `react`.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: reactOnPreact },
  { find: /^react-dom$/, replacement: reactOnPreact },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
