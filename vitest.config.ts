import { defineConfig } from 'vitest/config';

// One runner for the whole repository: each workspace is a project with its own environment,
// and the server's database tests run once more on PostgreSQL (apps/server/vitest.postgres.config.ts).
export default defineConfig({
  test: {
    // Inherited by the projects: Vitest's default is one worker on a 2-core machine.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.postgres.config.ts',
      'apps/web',
    ],
  },
});
