import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, BackupFailure } from '@streamfront/contract';

/**
 * The backups folder (BACKUP_DIR): `streamfront-<UTC time>.tar.gz` files, newest kept; while
 * one is written, a temporary `.streamfront-….partial` and the `.streamfront-….check` folder
 * it is unpacked into to be opened; `last-failure.json` while the last backup failed. Nothing
 * here knows the database: listing, naming, pruning.
 */
const NAME = /^streamfront-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.tar\.gz$/;
const LEFT_OVER = /^\.streamfront-.*\.(partial|check)$/;
export const FAILURE_FILE = 'last-failure.json';

/** `streamfront-2026-05-04T03-00-00.000Z.tar.gz`: sorts by time, and no `:` for Windows. */
export const backupName = (at: Date) =>
  `streamfront-${at.toISOString().replaceAll(':', '-')}.tar.gz`;

/** The temporary name a backup is written under, renamed into place once checked. */
export const partialName = (name: string) =>
  `.${name.replace(/\.tar\.gz$/, '')}.${randomBytes(4).toString('hex')}.partial`;

/** The folder a backup just written is unpacked into and opened, to check it; then removed. */
export const checkName = (name: string) =>
  `.${name.replace(/\.tar\.gz$/, '')}.${randomBytes(4).toString('hex')}.check`;

function timeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, h, m, s, ms] = match;
  return new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The backups in `dir`, newest first; none when the folder does not exist yet, or is a file
 * (a backup then fails, and the page says why).
 */
export async function listBackups(dir: string): Promise<Backup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (missing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
  const backups: Backup[] = [];
  for (const name of names) {
    const at = timeOf(name);
    if (!at) continue;
    try {
      const info = await stat(path.join(dir, name));
      if (info.isFile()) backups.push({ name, createdAt: at.toISOString(), size: info.size });
    } catch (error) {
      // Pruned by another call meanwhile.
      if (!missing(error)) throw error;
    }
  }
  return backups.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** When the newest backup in `dir` was made; null when there is none. */
export async function newestBackupAt(dir: string): Promise<Date | null> {
  const [newest] = await listBackups(dir);
  return newest ? new Date(newest.createdAt) : null;
}

/**
 * Removes all but the `keep` newest backups, and what a backup cut off more than an hour ago
 * (a crash, kill -9) left. Answers the names of the backups removed.
 */
export async function pruneBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const backup of (await listBackups(dir)).slice(keep)) {
    await rm(path.join(dir, backup.name), { force: true });
    removed.push(backup.name);
  }
  for (const name of await readdir(dir)) {
    if (!LEFT_OVER.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > 60 * 60 * 1000)
      await rm(file, { recursive: true, force: true });
  }
  return removed;
}

/** The folder, made when missing, closed to other users like DATA_DIR. */
export async function ensureBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** The failure the page shows until a backup works again; null when the last one worked. */
export async function readFailure(dir: string): Promise<BackupFailure | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, FAILURE_FILE), 'utf8')) as unknown;
    const { at, message } = (parsed ?? {}) as Partial<BackupFailure>;
    return typeof at === 'string' && typeof message === 'string' ? { at, message } : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all (a temporary name, then rename), like the backups. */
export async function writeFailure(dir: string, failure: BackupFailure): Promise<void> {
  await ensureBackupDir(dir);
  const temporary = path.join(dir, `.${FAILURE_FILE}.${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, `${JSON.stringify(failure)}\n`, { mode: 0o600 });
  await rename(temporary, path.join(dir, FAILURE_FILE));
}

export async function clearFailure(dir: string): Promise<void> {
  await rm(path.join(dir, FAILURE_FILE), { force: true });
}
