import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // A spec file's tests run in order, in one worker; the files are shared between two workers
  // (two cores), each with its own server (support/global-setup.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey here is several pages, each checked by axe, on a machine of two cores that also
  // runs two servers and two browsers: 30 s was met on an idle machine and missed on CI's
  // busier one (decision 063). What a person waits for is measured by the benches, not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    headless: true,
    // CI keeps no files from a run, and a trace's screencast cost a quarter of the suite's CPU
    // (decision 063): traces are recorded on a developer's machine only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
