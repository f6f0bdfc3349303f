import { Worker } from 'node:worker_threads';
import type { Manifest } from './backup-archive.ts';
import type { BackupRows } from './backup-check.ts';

/** What the worker is handed: the dump (moved, not copied) and where the backup goes. */
export interface WriteBackupJob {
  databaseTar: Uint8Array;
  manifest: Manifest;
  jwtSecret: string;
  encryptionKey: Uint8Array;
  dir: string;
  name: string;
}

export interface WriteBackupReport {
  size: number;
  rows: BackupRows;
}

const workerUrl = new URL('./backup-worker.ts', import.meta.url);

/** Packs, writes, checks and renames one backup in a worker thread (backup-worker.ts). */
export function writeBackupInWorker(job: WriteBackupJob): Promise<WriteBackupReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: job,
      transferList: [job.databaseTar.buffer as ArrayBuffer],
    });
    let settled = false;
    worker.once('message', (answer: { report?: WriteBackupReport; error?: string }) => {
      settled = true;
      if (answer.report) resolve(answer.report);
      else reject(new Error(answer.error ?? 'the backup worker gave no answer'));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the backup worker stopped with code ${code}`));
    });
  });
}
