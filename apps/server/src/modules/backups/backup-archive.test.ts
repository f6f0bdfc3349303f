import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packTar } from 'modern-tar';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BackupFormatError,
  extractBackupArchive,
  writeBackupArchive,
  type Manifest,
} from './backup-archive.ts';

const manifest: Manifest = {
  format: 'streamfront-backup',
  formatVersion: 1,
  database: 'pglite',
  createdAt: '2026-05-04T03:00:00.000Z',
  appVersion: '0.1.0',
  trigger: 'scheduled',
};
const jwtSecret = 'j'.repeat(64);
const encryptionKey = Buffer.alloc(32, 9);
const bytes = (text: string) => new TextEncoder().encode(text);

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-backup-archive-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for PGlite's dump: the names and kinds it uses, not a real database. */
const fakeDump = () =>
  packTar([
    { header: { name: '/PG_VERSION', size: 3, type: 'file' }, data: bytes('17\n') },
    { header: { name: '/base', size: 0, type: 'directory' } },
    { header: { name: '/base/1', size: 0, type: 'directory' } },
    { header: { name: '/base/1/112', size: 5, type: 'file' }, data: bytes('pages') },
  ]);

async function written() {
  const file = path.join(scratch(), 'backup.tar.gz');
  const size = await writeBackupArchive(file, {
    manifest,
    jwtSecret,
    encryptionKey,
    databaseTar: await fakeDump(),
  });
  return { file, size };
}

describe('the backup archive', () => {
  it('is DATA_DIR in one private file, and unpacks into a DATA_DIR again', async () => {
    const { file, size } = await written();
    expect(statSync(file).size).toBe(size);
    expect(statSync(file).mode & 0o077).toBe(0);

    const dataDir = scratch();
    const contents = await extractBackupArchive(file, dataDir);
    expect(contents.manifest).toEqual(manifest);
    expect(contents.jwtSecret).toBe(jwtSecret);
    expect(contents.encryptionKey.equals(encryptionKey)).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual([
      'encryption-key',
      'jwt-secret',
      'pglite',
      'streamfront-backup.json',
    ]);
    // As the server writes its own generated secrets, so it reads them back the same way.
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(`${jwtSecret}\n`);
    expect(readFileSync(path.join(dataDir, 'pglite/base/1/112'), 'utf8')).toBe('pages');
    for (const name of ['jwt-secret', 'encryption-key', 'pglite', 'pglite/base/1/112']) {
      expect(statSync(path.join(dataDir, name)).mode & 0o077, name).toBe(0);
    }
  });

  it('refuses a file that is not one of ours, or is damaged, in one sentence', async () => {
    const { file } = await written();
    const whole = readFileSync(file);
    const foreign = gzipSync(
      await packTar([{ header: { name: 'notes.txt', size: 2 }, data: bytes('hi') }]),
    );
    const refusals: [Uint8Array, RegExp][] = [
      [bytes('not a backup at all'), /not a gzip file/],
      [whole.subarray(0, Math.floor(whole.byteLength / 2)), /cut short|damaged/],
      [foreign, /holds no streamfront-backup\.json/],
    ];
    for (const [content, why] of refusals) {
      const refused = path.join(scratch(), 'refused.tar.gz');
      writeFileSync(refused, content);
      const promise = extractBackupArchive(refused, scratch());
      await expect(promise).rejects.toBeInstanceOf(BackupFormatError);
      await expect(promise).rejects.toThrow(why);
    }
  });

  it('writes nothing outside its folder, and nothing but its own names', async () => {
    const outside = scratch();
    const hostile = gzipSync(
      await packTar([
        { header: { name: '../escaped', size: 1 }, data: bytes('x') },
        { header: { name: 'pglite/link', size: 0, type: 'symlink', linkname: outside } },
        { header: { name: 'somewhere-else.sh', size: 1 }, data: bytes('x') },
      ]),
    );
    const file = path.join(scratch(), 'hostile.tar.gz');
    writeFileSync(file, hostile);
    const target = path.join(scratch(), 'target');
    mkdirSync(target);
    await expect(extractBackupArchive(file, target)).rejects.toBeInstanceOf(BackupFormatError);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(target)).toEqual([]);
    expect(readdirSync(path.dirname(target))).toEqual(['target']);
  });

  it('refuses a dump without a database in it', async () => {
    const empty = await packTar([{ header: { name: '/notes', size: 1 }, data: bytes('x') }]);
    await expect(
      writeBackupArchive(path.join(scratch(), 'x.tar.gz'), {
        manifest,
        jwtSecret,
        encryptionKey,
        databaseTar: empty,
      }),
    ).rejects.toBeInstanceOf(BackupFormatError);
  });
});
