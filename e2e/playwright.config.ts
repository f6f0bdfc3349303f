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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
