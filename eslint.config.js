import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeaturesDir = `${import.meta.dirname}/apps/web/src/features`;
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// DESIGN §6 for the server: db/, lib/, plugins/ and jobs/ -> modules/ -> app.ts.
const serverZones = [
  { target: './apps/server/src/plugins', from: './apps/server/src/modules' },
  { target: './apps/server/src/db', from: './apps/server/src/modules' },
  { target: './apps/server/src/lib', from: './apps/server/src/modules' },
  { target: './apps/server/src/jobs', from: './apps/server/src/modules' },
  { target: './apps/server/src/modules', from: './apps/server/src/app.ts' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  security.configs.recommended,
  {
    // The security rules gate the build: a finding is fixed or explained where it stands.
    rules: {
      ...Object.fromEntries(
        Object.keys(security.configs.recommended.rules).map((rule) => [rule, 'error']),
      ),
      // Flags every `object[key]`: in TypeScript the key's type already says what it may be,
      // and request bodies reach no object unchecked (zod schemas, the input guard's
      // __proto__/constructor refusal). Some 180 findings, none a hole: off.
      'security/detect-object-injection': 'off',
    },
  },
  {
    // Paths from the operator's configuration (DATA_DIR, WEB_DIST_DIR, the build), never from
    // a request.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/config-data-dir.ts',
      'apps/server/src/plugins/static-files.ts',
      // BACKUP_DIR, DATA_DIR and the file given to `npm run restore` (decision 059).
      'apps/server/src/modules/backups/**',
      'apps/server/src/backup-cli.ts',
      'apps/server/src/restore-cli.ts',
      'apps/web/vite.config.ts',
      'apps/web/vitest.config.ts',
    ],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
  {
    // Tests, browser tests, benchmarks and scripts read their own files and build patterns
    // from their own data.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'apps/server/src/testing/**'],
    rules: {
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-non-literal-regexp': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // Resolves extensionless TS imports and the `@/` alias, without which the restricted
      // paths below never see an import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Following imports into ESM packages (vite, plugins) makes import-x try the `node` npm
      // package as its legacy resolver and crash; a cycle through node_modules cannot be ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // DESIGN §6: lib/ and components/ -> features/ -> app/; a feature never imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // One zone per feature folder: a glob zone with `except: ['.']` exempted every import.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    settings: {
      // import-x reads only the extensions named here: without `.ts` it skipped every server
      // file as a dependency, and no-cycle never found a cycle.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.mjs', '.json'],
          tsconfig: { configFile: `${import.meta.dirname}/apps/server/tsconfig.json` },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // Test kits are for tests: code that runs in production never reaches `testing/`, which
    // builds whole apps (app.ts) and would put the module importing it above the app.
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: './apps/server/src',
              from: './apps/server/src/testing',
              message: 'testing/ is for tests (*.test.ts) and other test kits only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
