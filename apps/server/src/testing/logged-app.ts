import { PassThrough } from 'node:stream';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The app on a fresh database, its whole log kept at `trace` as JSON lines: the tests of
 * failures read what it said, and those of secrets (DESIGN §6) search it for what it must not.
 */
export async function loggedApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const app = await buildApp(testConfig({ logLevel: 'trace', logFormat: 'json', ...overrides }), {
    database,
    logStream: stream,
  });
  await app.ready();
  return {
    app,
    log: () => log,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
