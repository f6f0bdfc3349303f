import path from 'node:path';
import { PRIVATE_UMASK } from './config-data-dir.ts';
import { loadCommandConfig, StartupError } from './config.ts';
import { restoreBackup, RestoreRefused } from './modules/backups/restore.ts';

/**
 * `npm run restore -- FILE`: restores a backup into DATA_DIR, which must be missing or empty
 * (a live one is never written over), then says how to start the server on it (decision 059).
 */
async function main() {
  process.umask(PRIVATE_UMASK);
  const given = process.argv[2];
  if (!given) throw new StartupError('Give the backup to restore: npm run restore -- FILE');
  const settings = loadCommandConfig();
  if (settings.databaseUrl) {
    throw new StartupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Operating").',
    );
  }
  const file = path.resolve(settings.workingDir, given);
  let report;
  try {
    report = await restoreBackup(file, settings.dataDir);
  } catch (error) {
    if (error instanceof RestoreRefused) throw new StartupError(error.message);
    throw error;
  }
  console.log(
    `Restored the backup of ${report.manifest.createdAt} (version ${report.manifest.appVersion}) ` +
      `into ${settings.dataDir}: ${report.rows.users} accounts, ${report.rows.orders} orders.`,
  );
  // The environment wins over DATA_DIR's files: a different secret would leave the sealed
  // access passwords unreadable (the key) or every session signed out (the JWT secret).
  if (settings.encryptionKey && !settings.encryptionKey.equals(report.encryptionKey)) {
    console.warn(
      'ENCRYPTION_KEY in this environment is not the key this backup was made with: unset it ' +
        '(the restored DATA_DIR/encryption-key is used) or set it to that key, else the access ' +
        'passwords and webhook secrets cannot be read.',
    );
  }
  if (settings.jwtSecret && settings.jwtSecret !== report.jwtSecret) {
    console.warn(
      'JWT_SECRET in this environment differs from the backup: everyone signs in again. Unset ' +
        'it to use the restored DATA_DIR/jwt-secret.',
    );
  }
  console.log(
    `Start the server on it: DATA_DIR=${settings.dataDir} npm start (or point DATA_DIR there).`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StartupError
      ? error.message
      : `The restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
