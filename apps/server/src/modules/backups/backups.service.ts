import { access } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Backup, BackupFailure } from '@streamfront/contract';
import type { FastifyBaseLogger } from 'fastify';
import { reason } from '../../config-data-dir.ts';
import type { BackupTrigger } from './backup-archive.ts';
import {
  backupName,
  clearFailure,
  ensureBackupDir,
  listBackups,
  pruneBackups,
  readFailure,
  writeFailure,
} from './backup-files.ts';
import { writeBackupInWorker } from './write-backup.ts';

export interface BackupsOptions {
  /** The embedded database, running: PGlite dumps it between two statements. */
  pglite: PGlite;
  folder: string;
  /** Between scheduled backups, 0 when off: shown on the page. */
  everyMs: number;
  keep: number;
  /** The secrets in use: a restored backup needs them to read what is sealed (decision 059). */
  jwtSecret: string;
  encryptionKey: Buffer;
  appVersion: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface Backups {
  readonly folder: string;
  readonly everyMs: number;
  readonly keep: number;
  /** Newest first. */
  list(): Promise<Backup[]>;
  /** The failure that stands (no backup has worked since); null when the last one worked. */
  lastFailure(): Promise<BackupFailure | null>;
  /**
   * Takes one backup now: a consistent snapshot of the running database, written under a
   * temporary name, read back and opened, then renamed into place; then the oldest beyond
   * `keep` go. A call while one runs gets the next one, which starts when that one ends and
   * serves every call that came meanwhile: each caller's backup holds what was there when it
   * asked. Throws `BackupFailed` with the reason.
   */
  take(trigger: BackupTrigger): Promise<Backup>;
}

/** A backup that could not be written or did not read back; its message is the reason. */
export class BackupFailed extends Error {}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export function createBackups(options: BackupsOptions): Backups {
  const { folder, keep, log } = options;
  let running: Promise<Backup> | null = null;
  let queued: Promise<Backup> | null = null;
  // Kept in memory too: when the folder itself is the problem, the file cannot be written.
  let failure: BackupFailure | null = null;

  async function run(trigger: BackupTrigger): Promise<Backup> {
    let createdAt = new Date();
    try {
      await ensureBackupDir(folder);
      // One name per millisecond: a second backup within the same one waits for the next.
      while (await exists(path.join(folder, backupName(createdAt)))) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        createdAt = new Date();
      }
      const name = backupName(createdAt);
      // PGlite runs one statement at a time: between two of them its files are a state the
      // database could have crashed in, which it recovers from like any PostgreSQL (WAL).
      const dump = await options.pglite.dumpDataDir('none');
      const report = await writeBackupInWorker({
        databaseTar: new Uint8Array(await dump.arrayBuffer()),
        manifest: {
          format: 'streamfront-backup',
          formatVersion: 1,
          database: 'pglite',
          createdAt: createdAt.toISOString(),
          appVersion: options.appVersion,
          trigger,
        },
        jwtSecret: options.jwtSecret,
        encryptionKey: new Uint8Array(options.encryptionKey),
        dir: folder,
        name,
      });
      const removed = await pruneBackups(folder, keep);
      failure = null;
      await clearFailure(folder).catch(() => undefined);
      log.info(
        { backup: name, size: report.size, rows: report.rows, removed, trigger },
        'backup written and checked',
      );
      return { name, createdAt: createdAt.toISOString(), size: report.size };
    } catch (error) {
      const message = reason(error);
      failure = { at: new Date().toISOString(), message };
      await writeFailure(folder, failure).catch(() => undefined);
      log.error({ err: error, trigger, folder }, 'backup failed');
      throw new BackupFailed(message, { cause: error });
    }
  }

  return {
    folder,
    everyMs: options.everyMs,
    keep,
    list: () => listBackups(folder),
    async lastFailure() {
      return failure ?? (await readFailure(folder));
    },
    take(trigger) {
      const start = () => {
        const started: Promise<Backup> = run(trigger).finally(() => {
          if (running === started) running = null;
        });
        running = started;
        return started;
      };
      if (!running) return start();
      const after = () => {
        queued = null;
        return start();
      };
      queued ??= running.then(after, after);
      return queued;
    },
  };
}
