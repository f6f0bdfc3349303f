import { pgliteDir } from './config-data-dir.ts';
import { loadConfig, StartupError } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { resealSecrets } from './db/reseal-secrets.ts';
import { secretBoxFor } from './plugins/secrets.ts';

/**
 * `npm run rotate-encryption-key -- NEW_KEY`: seals every secret in the database again with
 * NEW_KEY (32 bytes in base64), reading them with the key configured now. Run it with the
 * server stopped, then start the server with ENCRYPTION_KEY=NEW_KEY (README, "Encryption key").
 */
async function main() {
  const text = process.argv[2] ?? '';
  const next = Buffer.from(text, 'base64');
  if (next.length !== 32) {
    throw new StartupError('Give the new key: 32 bytes in base64 (openssl rand -base64 32)');
  }
  const config = loadConfig();
  if (next.equals(config.encryptionKey)) throw new StartupError('That is the key in use now');
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : pgliteDir(config.dataDir),
  });
  try {
    await runMigrations(database);
    const count = await resealSecrets(
      database.db,
      secretBoxFor(config.encryptionKey),
      secretBoxFor(next),
    );
    console.log(
      `Sealed ${count} stored secrets with the new key. Start the server with ENCRYPTION_KEY set to it` +
        (config.databaseUrl ? '.' : ` (and remove ${config.dataDir}/encryption-key).`),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
