import { existsSync } from 'node:fs';
import path from 'node:path';
import { LocalBackupAnswerSchema } from '@streamfront/contract';
import { makePrivate, pgliteDir, PRIVATE_UMASK } from './config-data-dir.ts';
import { loadCommandConfig, loadConfig, StartupError } from './config.ts';
import { createDatabase } from './db/client.ts';
import { createBackups } from './modules/backups/backups.service.ts';
import {
  LOCAL_BACKUP_PATH,
  readControlFile,
  type ControlFile,
} from './modules/backups/local-control.ts';

/** Whether process `pid` runs (a control file left by kill -9 names one that does not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const SENSITIVE =
  'It holds the data and the secrets that read it: keep it as safe as DATA_DIR itself.';

/** Asks the server running on DATA_DIR to take the backup: it alone may open the database. */
async function throughServer(control: ControlFile) {
  let response: Response;
  try {
    response = await fetch(`${control.url}${LOCAL_BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
  } catch (error) {
    throw new StartupError(
      `A server runs on this DATA_DIR (process ${control.pid}) but did not answer at ` +
        `${control.url} (${(error as Error).cause ?? (error as Error).message}). If no server ` +
        'runs, remove DATA_DIR/server-control.json and try again.',
    );
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const answer = LocalBackupAnswerSchema.safeParse(body);
  if (!response.ok || !answer.success) {
    throw new StartupError(body?.message ?? `The server answered ${response.status}.`);
  }
  const backup = answer.data.data;
  console.log(
    `Backup written and checked by the running server: ${backup.file} (${megabytes(backup.size)}).`,
  );
  console.log(SENSITIVE);
}

/** No server on DATA_DIR: opens the database here, backs it up and closes it. */
async function directly(dataDir: string) {
  const folder = pgliteDir(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new StartupError(`DATA_DIR: ${dataDir} holds no database; there is nothing to back up.`);
  }
  const config = loadConfig();
  const database = await createDatabase({ dataDir: folder });
  try {
    const backups = createBackups({
      pglite: database.pglite!,
      folder: config.backupDir,
      everyMs: config.backupEveryMs,
      keep: config.backupKeep,
      jwtSecret: config.jwtSecret,
      encryptionKey: config.encryptionKey,
      appVersion: config.version,
      log: { info: () => undefined, error: () => undefined },
    });
    const backup = await backups.take('command');
    console.log(
      `Backup written and checked: ${path.join(config.backupDir, backup.name)} (${megabytes(backup.size)}).`,
    );
    console.log(SENSITIVE);
  } finally {
    await database.close();
    makePrivate(folder);
  }
}

/**
 * `npm run backup`: one backup of the embedded database now, into BACKUP_DIR, through the
 * server when one runs on this DATA_DIR, else by opening the folder here (decision 059).
 * PostgreSQL is backed up with pg_dump (README, "Operating").
 */
async function main() {
  process.umask(PRIVATE_UMASK);
  const { dataDir, databaseUrl } = loadCommandConfig();
  if (databaseUrl) {
    throw new StartupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Operating").',
    );
  }
  const control = await readControlFile(dataDir);
  if (control && running(control.pid)) await throughServer(control);
  else await directly(dataDir);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StartupError
      ? error.message
      : `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
