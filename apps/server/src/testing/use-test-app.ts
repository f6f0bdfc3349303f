import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * One app for the tests of a file (or of the `describe` it is called in): started before the
 * first, closed after the last. Read `.app` inside hooks and tests, once it has started.
 */
export function useTestApp(overrides: Partial<Config> = {}): { readonly app: FastifyInstance } {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(overrides);
  });
  afterAll(() => started?.close());
  return {
    get app() {
      if (!started) throw new Error('useTestApp: the app starts in beforeAll, read it after');
      return started.app;
    },
  };
}
