import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createTarDecoder, createTarPacker, type TarHeader } from 'modern-tar';
import { unpackTar } from 'modern-tar/fs';
import { z } from 'zod';

/**
 * A backup is one .tar.gz laid out as DATA_DIR is (decision 059), so that by hand
 * `tar xzf FILE -C EMPTY_DIR` gives a DATA_DIR the server starts on:
 *
 *   streamfront-backup.json  what this is: format, app version, when, why
 *   jwt-secret               the token signing secret in use (0600)
 *   encryption-key           the key of the secrets sealed in the database (0600)
 *   pglite/…                 the embedded database's folder, as PGlite dumped it
 *
 * Both ways are streamed: a backup costs PGlite's dump in memory, not copies of it.
 */
export const MANIFEST_NAME = 'streamfront-backup.json';
export const JWT_SECRET_NAME = 'jwt-secret';
export const ENCRYPTION_KEY_NAME = 'encryption-key';
export const DATABASE_FOLDER = 'pglite';

export const BACKUP_TRIGGERS = ['scheduled', 'manual', 'command'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const ManifestSchema = z.object({
  format: z.literal('streamfront-backup'),
  formatVersion: z.literal(1),
  database: z.literal('pglite'),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A file that is not a backup of ours, or one that is damaged: said in one sentence. */
export class BackupFormatError extends Error {}

export interface BackupContents {
  manifest: Manifest;
  jwtSecret: string;
  /** The 32-byte key. */
  encryptionKey: Buffer;
}

const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/** PGlite's entry (`/base/1/112`) under `pglite/`, closed to others as DATA_DIR is. */
function inFolder(header: TarHeader): TarHeader {
  const name = header.name.replace(/^\/+/, '');
  const directory = header.type === 'directory';
  return {
    name: `${DATABASE_FOLDER}/${name}${directory && !name.endsWith('/') ? '/' : ''}`,
    size: directory ? 0 : header.size,
    mode: directory ? PRIVATE_FOLDER : PRIVATE_FILE,
    type: directory ? 'directory' : 'file',
    ...(header.mtime ? { mtime: header.mtime } : {}),
  };
}

/**
 * Writes the archive to `file` (a new file, 0600) from the manifest, the secrets in use and
 * PGlite's own dump (`dumpDataDir('none')`, a tar), and flushes it to the disk. The key is
 * written as the server writes a generated one (base64url), so a restored DATA_DIR reads it
 * back the same way. Answers the file's size.
 */
export async function writeBackupArchive(
  file: string,
  input: { manifest: Manifest; jwtSecret: string; encryptionKey: Buffer; databaseTar: Uint8Array },
): Promise<number> {
  const { readable, controller } = createTarPacker();
  const written = pipeline(
    Readable.fromWeb(readable),
    createGzip({ level: 6 }),
    createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE }),
  );
  // Until the entries are all in, a failure of the file (a full disk) is awaited below.
  written.catch(() => undefined);
  const mtime = new Date(input.manifest.createdAt);
  const add = async (header: TarHeader, body?: Uint8Array) => {
    const writer = controller.add(header).getWriter();
    if (body) await writer.write(body);
    await writer.close();
  };
  const addText = (name: string, text: string) => {
    const body = new TextEncoder().encode(text);
    return add({ name, size: body.byteLength, mode: PRIVATE_FILE, mtime, type: 'file' }, body);
  };
  try {
    await addText(MANIFEST_NAME, `${JSON.stringify(input.manifest, null, 2)}\n`);
    await addText(JWT_SECRET_NAME, `${input.jwtSecret}\n`);
    await addText(ENCRYPTION_KEY_NAME, `${input.encryptionKey.toString('base64url')}\n`);
    await add({
      name: `${DATABASE_FOLDER}/`,
      size: 0,
      mode: PRIVATE_FOLDER,
      mtime,
      type: 'directory',
    });
    let versioned = false;
    const entries = new Blob([input.databaseTar]).stream().pipeThrough(createTarDecoder());
    for await (const entry of entries) {
      const header = inFolder(entry.header);
      versioned ||= header.name === `${DATABASE_FOLDER}/PG_VERSION`;
      await entry.body.pipeTo(controller.add(header));
    }
    if (!versioned) throw new BackupFormatError('the database dump holds no PG_VERSION');
    controller.finalize();
  } catch (error) {
    controller.error(error);
    throw error;
  }
  await written;
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return (await stat(file)).size;
}

const ARCHIVE_NAMES = new Set([MANIFEST_NAME, JWT_SECRET_NAME, ENCRYPTION_KEY_NAME]);

/**
 * Unpacks the backup `file` into the empty folder `dir` (which becomes a DATA_DIR: the
 * secrets, `pglite/`, and the manifest), checking that it is whole and ours. Only its own
 * names, plain files and folders, are written, never outside `dir` (a file from elsewhere
 * may be handed to `npm run restore`).
 */
export async function extractBackupArchive(file: string, dir: string): Promise<BackupContents> {
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      unpackTar(dir, {
        strict: true,
        filter: (header) =>
          (header.type === 'file' || header.type === 'directory') &&
          (ARCHIVE_NAMES.has(header.name) || header.name.startsWith(`${DATABASE_FOLDER}/`)),
        fmode: PRIVATE_FILE,
        dmode: PRIVATE_FOLDER,
      }),
    );
  } catch (error) {
    const message = (error as Error).message;
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new BackupFormatError(`it is not a gzip file, or it is cut short (${message})`);
    throw new BackupFormatError(`its archive is damaged (${message})`);
  }
  const read = async (name: string) => {
    try {
      return await readFile(path.join(dir, name), 'utf8');
    } catch {
      throw new BackupFormatError(`it holds no ${name}`);
    }
  };
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await read(MANIFEST_NAME)));
  } catch (error) {
    if (error instanceof BackupFormatError) throw error;
    throw new BackupFormatError(`its ${MANIFEST_NAME} is not one this version reads`);
  }
  const jwtSecret = (await read(JWT_SECRET_NAME)).trim();
  const encryptionKey = Buffer.from((await read(ENCRYPTION_KEY_NAME)).trim(), 'base64url');
  if (jwtSecret.length < 32 || encryptionKey.length !== 32) {
    throw new BackupFormatError('its secrets are not whole');
  }
  await read(`${DATABASE_FOLDER}/PG_VERSION`).catch(() => {
    throw new BackupFormatError(`it holds no database (${DATABASE_FOLDER}/PG_VERSION)`);
  });
  return { manifest, jwtSecret, encryptionKey };
}
