import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineProject({
  plugins: [react()],
  // Spec §9: the app version shown in the footer is the root package.json's.
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: [
      // The tests run on the renderer the build ships (decision 047).
      ...preactAliases,
      // The ES module builds of the two libraries whose package.json sends Node to a CommonJS
      // build (which would require React itself); Vite takes the ES builds through the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^recharts$/, replacement: 'recharts/es6/index.js' },
      { find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) },
    ],
  },
  test: {
    name: 'web',
    // One jsdom per worker, each file in its own VM context: the files stay isolated, and
    // building jsdom for each of 80 files was a third of the project's time.
    pool: 'vmThreads',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // use-sync-external-store (under TanStack Table's store and recharts' redux) is CommonJS
    // only: pre-bundled into an ES module, its require('react') goes through the aliases too.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'use-sync-external-store/shim/with-selector',
            'use-sync-external-store/with-selector',
          ],
        },
      },
    },
    // Dependencies are left to Node unless inlined, and Node would load React itself for
    // them: every library that imports react goes through Vite so the aliases above apply,
    // and so do the pre-bundled ones (node_modules/.vite).
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/]\.vite[\\/]/,
          /[\\/]node_modules[\\/](@testing-library[\\/]react|react-router|@tanstack[\\/]react-(?:query|table|store)|@reduxjs[\\/]toolkit|react-hook-form|@hookform|react-hot-toast|zustand|recharts|react-redux|use-sync-external-store)[\\/]/,
        ],
      },
    },
    // Dates follow the viewer's language and zone (decision 040): the tests' viewer is fixed,
    // whatever the machine's settings. Given to each worker when it starts (ICU reads them then).
    env: { TZ: 'UTC', LC_ALL: 'en_US.UTF-8' },
    // jsdom tests are light; two workers suit the shared 2-core machine.
    maxWorkers: 2,
    // The first test of a file pays for importing its lazy pages; on the loaded 2-core CI
    // machine that alone has passed Vitest's 5 s default. Above two of the 10 s waits for
    // what a test looks for (vitest.setup.ts).
    testTimeout: 30_000,
  },
});
