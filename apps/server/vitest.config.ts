import { defineProject } from 'vitest/config';

/** Shared by both server projects: this one (PGlite) and the PostgreSQL pass. */
export const serverTestOptions = {
  environment: 'node',
  setupFiles: ['./src/testing/fail-on-console-error.ts', './src/testing/postgres-pass-guard.ts'],
  // The PGlite template (and the run's PostgreSQL template databases, dropped at the end).
  globalSetup: ['./src/testing/global-setup.ts'],
  // A fresh PGlite per file is CPU-heavy: two files at a time suit a 2-core machine.
  maxWorkers: 2,
  // The files of a worker share its modules: evaluating the app's 400 modules once per file
  // was a quarter of the run. No server test mocks a module or changes process.env, and
  // per-file state is reset in setup (postgres-pass-guard.ts).
  isolate: false,
  // When to give up on a test, not how fast it must be (the benches measure that): with the
  // browser suite running beside Vitest, the hostile-input passes over every route took up to
  // 18 s and a start-up test's whole server process more than 20 s.
  testTimeout: 45_000,
  hookTimeout: 60_000,
} as const;

export default defineProject({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
  },
});
