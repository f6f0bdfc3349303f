// Runs in a worker thread: packing, compressing and re-opening a copy of the database is
// seconds of CPU, and on the main thread it would stall every request of this instance.
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { pgliteDir, reason } from '../../config-data-dir.ts';
import { extractBackupArchive, writeBackupArchive } from './backup-archive.ts';
import { countBackupRows } from './backup-check.ts';
import { checkName, partialName } from './backup-files.ts';
import type { WriteBackupJob, WriteBackupReport } from './write-backup.ts';

/**
 * Writes the archive under a temporary name, flushed to the disk, unpacks it again beside it
 * and opens that database, then renames the archive into place (and flushes the folder, so
 * the name survives a power cut). A backup that does not read back is removed, never listed.
 */
async function writeBackup(job: WriteBackupJob): Promise<WriteBackupReport> {
  const temporary = path.join(job.dir, partialName(job.name));
  const check = path.join(job.dir, checkName(job.name));
  const encryptionKey = Buffer.from(job.encryptionKey);
  try {
    const size = await writeBackupArchive(temporary, {
      manifest: job.manifest,
      jwtSecret: job.jwtSecret,
      encryptionKey,
      databaseTar: job.databaseTar,
    });
    await mkdir(check, { mode: 0o700 });
    const contents = await extractBackupArchive(temporary, check);
    if (contents.jwtSecret !== job.jwtSecret || !contents.encryptionKey.equals(encryptionKey)) {
      throw new Error('the secrets read back differ from those written');
    }
    const rows = await countBackupRows(pgliteDir(check));
    await rename(temporary, path.join(job.dir, job.name));
    const folder = await open(job.dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return { size, rows };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    await rm(check, { recursive: true, force: true });
  }
}

writeBackup(workerData as WriteBackupJob).then(
  (report) => parentPort!.postMessage({ report }),
  // In an operator's words: "the disk is full", not ENOSPC.
  (error: unknown) => parentPort!.postMessage({ error: reason(error) }),
);
