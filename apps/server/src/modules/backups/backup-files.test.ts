import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backupName,
  clearFailure,
  listBackups,
  newestBackupAt,
  pruneBackups,
  readFailure,
  writeFailure,
} from './backup-files.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-backup-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const day = (n: number) => new Date(Date.UTC(2026, 4, n, 3));

describe('the backups folder', () => {
  it('names backups by their UTC time, lists them newest first with sizes, ignores the rest', async () => {
    const dir = folder();
    expect(backupName(day(4))).toBe('streamfront-2026-05-04T03-00-00.000Z.tar.gz');
    for (const n of [2, 4, 3]) writeFileSync(path.join(dir, backupName(day(n))), 'x'.repeat(n));
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    writeFileSync(path.join(dir, '.streamfront-2026-05-05T03-00-00.000Z.ab12cd34.partial'), 'x');
    expect(await listBackups(dir)).toEqual([
      { name: backupName(day(4)), createdAt: day(4).toISOString(), size: 4 },
      { name: backupName(day(3)), createdAt: day(3).toISOString(), size: 3 },
      { name: backupName(day(2)), createdAt: day(2).toISOString(), size: 2 },
    ]);
    expect(await newestBackupAt(dir)).toEqual(day(4));
    expect(await listBackups(path.join(dir, 'not-yet'))).toEqual([]);
    expect(await newestBackupAt(path.join(dir, 'not-yet'))).toBeNull();
  });

  it('keeps the newest BACKUP_KEEP, and removes what a backup cut off an hour ago left', async () => {
    const dir = folder();
    for (const n of [1, 2, 3, 4, 5]) writeFileSync(path.join(dir, backupName(day(n))), 'x');
    const old = path.join(dir, '.streamfront-2026-05-01T03-00-00.000Z.00000000.partial');
    const fresh = path.join(dir, '.streamfront-2026-05-06T03-00-00.000Z.11111111.partial');
    const oldCheck = path.join(dir, '.streamfront-2026-05-01T03-00-00.000Z.22222222.check');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'x');
    mkdirSync(path.join(oldCheck, 'pglite'), { recursive: true });
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(oldCheck, twoHoursAgo, twoHoursAgo);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');

    expect(await pruneBackups(dir, 2)).toEqual([
      backupName(day(3)),
      backupName(day(2)),
      backupName(day(1)),
    ]);
    expect(readdirSync(dir).sort()).toEqual(
      [backupName(day(4)), backupName(day(5)), path.basename(fresh), 'notes.txt'].sort(),
    );
  });

  it('keeps the last failure until a backup works again', async () => {
    const dir = path.join(folder(), 'made-when-needed');
    expect(await readFailure(dir)).toBeNull();
    await writeFailure(dir, { at: day(4).toISOString(), message: 'the disk is full' });
    expect(await readFailure(dir)).toEqual({
      at: day(4).toISOString(),
      message: 'the disk is full',
    });
    await clearFailure(dir);
    expect(await readFailure(dir)).toBeNull();
  });
});
