import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';

/**
 * What the server writes in DATA_DIR (password hashes, sessions, the JWT secret) is for its own
 * user only, as PostgreSQL keeps its own data directory. Main sets this umask before anything
 * is written; PGlite still unpacks its first files 0666, which db/open.ts corrects at once.
 */
export const PRIVATE_UMASK = 0o077;

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** A file-system failure in words an operator acts on ("the disk is full"). */
export function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied for this user';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Removes group and world access from everything inside `dir` (not `dir` itself, which the
 * operator may share), e.g. files an earlier version left 0666. Symbolic links are not followed.
 * Answers the first thing that could not be changed, or undefined.
 */
export function makePrivate(dir: string): string | undefined {
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    let entries: string[];
    try {
      entries = readdirSync(current);
    } catch (error) {
      return `${current} cannot be read (${reason(error)})`;
    }
    for (const name of entries) {
      const file = path.join(current, name);
      try {
        const stats = lstatSync(file);
        if (stats.isSymbolicLink()) continue;
        if ((stats.mode & 0o077) !== 0) chmodSync(file, stats.mode & 0o7700);
        if (stats.isDirectory()) stack.push(file);
      } catch (error) {
        return `${file} cannot be made private to this user (${reason(error)})`;
      }
    }
  }
  return undefined;
}

/**
 * Checks that DATA_DIR can hold the server's files before anything is written there, so a
 * wrong path or a read-only volume stops start-up with one sentence instead of a stack trace
 * from deep inside the database. Creates the folder when missing. Answers the problem, or
 * undefined when the folder is usable.
 */
export function checkDataDir(
  dir: string,
  { holdsDatabase }: { holdsDatabase: boolean },
): string | undefined {
  try {
    if (!statSync(dir).isDirectory()) return `${dir} is a file, not a directory`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return `${dir} cannot be opened (${reason(error)})`;
    }
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch (mkdirError) {
      return `${dir} does not exist and cannot be created (${reason(mkdirError)})`;
    }
  }
  // access(W_OK) says yes to root on a read-only mount; only a real write tells.
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx', 0o600));
    unlinkSync(probe);
  } catch (error) {
    return `${dir} cannot be written (${reason(error)})`;
  }
  if (holdsDatabase) {
    try {
      if (!statSync(pgliteDir(dir)).isDirectory()) {
        return `${pgliteDir(dir)} should hold the database but is a file`;
      }
    } catch {
      // No database yet. Its folder is made here, closed to others, before PGlite fills it.
      try {
        mkdirSync(pgliteDir(dir), { mode: 0o700 });
      } catch (error) {
        return `${pgliteDir(dir)} cannot be created (${reason(error)})`;
      }
    }
  }
  return makePrivate(dir);
}
