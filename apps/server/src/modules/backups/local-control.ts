import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { BACKUP_MESSAGES, LocalBackupAnswerSchema, errorAnswers } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized, unavailable } from '../../plugins/http-errors.ts';
import { BackupFailed, type Backups } from './backups.service.ts';

/**
 * How `npm run backup` reaches the server that holds DATA_DIR (PGlite opens a folder in one
 * process only): while it listens, the server keeps `DATA_DIR/server-control.json` (0600,
 * readable by its own user only, like the database) with its process id, a local address and
 * a random token; the command posts that token to `POST /local/backups`. Removed at shutdown;
 * a file left by kill -9 names a process that is gone, and the command then opens the folder.
 */
export const CONTROL_FILE = 'server-control.json';
export const LOCAL_BACKUP_PATH = '/local/backups';

export interface ControlFile {
  pid: number;
  /** `http://127.0.0.1:<port>`: where a command on this machine reaches the server. */
  url: string;
  token: string;
}

export async function readControlFile(dataDir: string): Promise<ControlFile | null> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(dataDir, CONTROL_FILE), 'utf8'),
    ) as Partial<ControlFile> | null;
    const { pid, url, token } = parsed ?? {};
    return typeof pid === 'number' && typeof url === 'string' && typeof token === 'string'
      ? { pid, url, token }
      : null;
  } catch {
    return null;
  }
}

/** A wildcard address is reached on loopback; a named one as it is. */
function localUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** The caller is on this machine: loopback, or the very address the server was reached at. */
const fromThisMachine = (socket: Socket) =>
  Boolean(socket.remoteAddress) &&
  (LOOPBACK.test(socket.remoteAddress!) || socket.remoteAddress === socket.localAddress);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The control file and its route, for a server whose embedded database is on disk. */
export async function localBackupControl(
  app: FastifyInstance,
  { dataDir, host, backups }: { dataDir: string; host: string; backups: Backups },
) {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, CONTROL_FILE);

  app.withTypeProvider<ZodTypeProvider>().post(
    LOCAL_BACKUP_PATH,
    {
      schema: {
        hide: true,
        response: { 201: LocalBackupAnswerSchema, ...errorAnswers(401, 503) },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token) || !fromThisMachine(request.socket)) throw unauthorized();
      try {
        const backup = await backups.take('command');
        reply.code(201);
        return {
          success: true as const,
          data: { ...backup, file: path.join(backups.folder, backup.name) },
        };
      } catch (error) {
        if (error instanceof BackupFailed)
          throw unavailable(`${BACKUP_MESSAGES.failed}: ${error.message}`);
        throw error;
      }
    },
  );

  app.addHook('onListen', async () => {
    const { port } = app.server.address() as AddressInfo;
    const control: ControlFile = { pid: process.pid, url: localUrl(host, port), token };
    const temporary = `${file}.${randomBytes(4).toString('hex')}`;
    try {
      await writeFile(temporary, `${JSON.stringify(control)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      app.log.error({ err: error, file }, 'npm run backup will not reach this server');
    }
  });
  app.addHook('onClose', async () => {
    // Another server's file (this one never listened, or DATA_DIR was reused) stays.
    const current = await readControlFile(dataDir);
    if (current && sameSecret(current.token, token)) await rm(file, { force: true });
  });
}
