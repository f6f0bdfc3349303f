import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { makePrivate, pgliteDir, reason } from '../../config-data-dir.ts';
import {
  BackupFormatError,
  extractBackupArchive,
  MANIFEST_NAME,
  type Manifest,
} from './backup-archive.ts';
import { countBackupRows, type BackupRows } from './backup-check.ts';

/** A restore that was not started: the folder holds something, or the file is no backup. */
export class RestoreRefused extends Error {}

export interface RestoreReport {
  manifest: Manifest;
  rows: BackupRows;
  /** The secrets now in DATA_DIR: the environment must not say otherwise (restore-cli.ts). */
  jwtSecret: string;
  encryptionKey: Buffer;
}

/** Refuses unless `dataDir` is missing or an empty folder: a restore never writes over data. */
async function refuseUnlessEmpty(dataDir: string) {
  let entries: string[];
  try {
    if (!(await stat(dataDir)).isDirectory()) {
      throw new RestoreRefused(`DATA_DIR ${dataDir} is a file, not a folder.`);
    }
    entries = await readdir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`DATA_DIR ${dataDir} cannot be read (${reason(error)}).`);
  }
  if (entries.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty: a restore never writes over data. Restore into a new ` +
        'folder (DATA_DIR=./data-restored npm run restore -- FILE) and start the server on it, ' +
        'or move this one aside first.',
    );
  }
}

/**
 * Restores the backup `file` into `dataDir`, which must be missing or empty: unpacked (and
 * checked) into a folder beside it, its database opened once by PGlite (which recovers it
 * and shuts it down cleanly), then renamed into place when whole, so a restore that fails
 * leaves nothing half-done. The server then starts on `dataDir` as on any DATA_DIR.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreReport> {
  await refuseUnlessEmpty(dataDir);
  try {
    if (!(await stat(file)).isFile()) throw new RestoreRefused(`${file} is not a file.`);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `${file}: no such file.`
        : `${file} cannot be read (${reason(error)}).`,
    );
  }

  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, `.${path.basename(dataDir)}.restoring-`));
  try {
    let contents;
    try {
      contents = await extractBackupArchive(file, staging);
    } catch (error) {
      if (error instanceof BackupFormatError)
        throw new RestoreRefused(`${file} is not a Streamfront backup: ${error.message}.`);
      throw error;
    }
    // What the backup was is said by the command; DATA_DIR holds what the server reads.
    await rm(path.join(staging, MANIFEST_NAME));
    const rows = await countBackupRows(pgliteDir(staging));
    const problem = makePrivate(staging);
    if (problem) throw new Error(problem);
    // Nothing may have appeared there meanwhile (a server started on it).
    await refuseUnlessEmpty(dataDir);
    await rmdir(dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, dataDir);
    return { ...contents, rows };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
