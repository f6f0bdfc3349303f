import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preactAliases } from './preact-aliases.ts';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // JSX only: React's Fast Refresh does not reach Preact's components (decision 047), and a
    // module that accepted its own update would leave the old screen up. Without it an edited
    // component reloads the page; CSS still updates in place.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // Hashed assets are compressed once here, at the highest settings, and the server sends
    // the .br or .gz beside each file (@fastify/static preCompressed) instead of compressing
    // on every request. index.html is the server's own (static-files.ts).
    compression({ include: /\.(js|css|svg)$/, threshold: 1024 }),
  ],
  // Spec §9: the app version shown in the footer is the root package.json's.
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: [
      ...preactAliases,
      { find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) },
      // Zod without eval, which the server's CSP forbids: see src/app/zod-jitless.ts.
      {
        find: /^zod$/,
        replacement: decodeURIComponent(
          new URL('./src/app/zod-jitless.ts', import.meta.url).pathname,
        ),
      },
    ],
  },
  server: {
    // The API and the live channel run on the Fastify server during development.
    proxy: {
      '/api': { target: server, changeOrigin: true },
      // No changeOrigin: the server checks the socket's Origin against the Host it is served on.
      '/socket.io': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server caches everything under dist/assets/ for a year, so names must carry a hash.
    assetsDir: 'assets',
    sourcemap: false,
    // Every browser the app supports (ES modules, dynamic import) preloads modules natively
    // or simply fetches them when imported: the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The renderer (Preact, in place of React: decision 047) changes far less often than
            // our code: its own chunk stays cached across deploys (hashed assets are cached for
            // a year).
            {
              name: 'preact',
              test: /node_modules[\\/]preact[\\/]/,
              priority: 2,
            },
            // Everything the entry imports statically is in one chunk with it. Left to itself
            // the bundler splits what the entry shares with lazy pages (the router's hooks,
            // the query cache) into small chunks of their own, and each split costs the
            // first load its import and export lists (2 KB gzipped on /).
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
