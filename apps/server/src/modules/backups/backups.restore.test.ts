import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Backup, BackupsOverview } from '@streamfront/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pgliteDir } from '../../config-data-dir.ts';
import { createDatabase } from '../../db/client.ts';
import { call } from '../../testing/http-client.ts';
import { PNG_1PX, multipart } from '../../testing/images.ts';
import {
  startServerProcess,
  stopServerProcesses,
  tempDataDir,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { TEST_ADMIN } from '../../testing/test-database.ts';

// Issue 26 §1: seed, write known rows, back up, write more, kill -9, restore the backup into a
// new folder, start: exactly the rows of the backup, passwords still sign in, uploaded images
// served. With the real server and the real commands (`npm run backup`, `npm run restore`).

const serverDir = path.resolve(import.meta.dirname, '../../..');
const repoNode = path.resolve(serverDir, '../../node_modules/.bin/node');
const node = existsSync(repoNode) ? repoNode : process.execPath;

/** `npm run backup` / `npm run restore -- …` as the server's package runs them. */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(node, ['--disable-warning=ExperimentalWarning', script, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The secrets come from DATA_DIR, not the environment: the backup must carry them. */
const OWN_SECRETS = { JWT_SECRET: '', ENCRYPTION_KEY: '' };
const PASSWORD = 'Correct-Horse-Battery-9';

afterAll(stopServerProcesses);

async function register(server: ServerProcess, email: string) {
  const res = await call<{ data: { token: string; user: { id: string } } }>(
    server.url,
    'POST',
    '/api/auth/register',
    { body: { name: email.split('@')[0], email, password: PASSWORD } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const signIn = (server: ServerProcess, email: string, password = PASSWORD) =>
  call<{ data: { token: string } }>(server.url, 'POST', '/api/auth/login', {
    body: { email, password },
  });

/** Every account's email and every order's id: the rows to compare. */
async function rowsIn(dataDir: string) {
  const database = await createDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    const users = await database.pglite!.query<{ email: string }>(
      'select email from users order by email',
    );
    const orders = await database.pglite!.query<{ id: string }>(
      'select id from orders order by id',
    );
    return { emails: users.rows.map((r) => r.email), orders: orders.rows.map((r) => r.id) };
  } finally {
    await database.close();
  }
}

describe('a backup of the embedded database, restored after kill -9', () => {
  it('brings back exactly its rows, its passwords, its images and its secrets', async () => {
    const first = tempDataDir();
    const server = await startServerProcess({
      DATA_DIR: first,
      BACKUP_EVERY: 'daily',
      ...OWN_SECRETS,
    });
    const admin = (await signIn(server, TEST_ADMIN.email, TEST_ADMIN.password)).body.data.token;

    // The demo on a fresh DATA_DIR has a backup soon after its first start.
    await vi.waitFor(
      async () => {
        const res = await call<{ data: BackupsOverview }>(server.url, 'GET', '/api/admin/backups', {
          token: admin,
        });
        expect(res.body.data.backups).toHaveLength(1);
      },
      { timeout: 120_000, interval: 500 },
    );

    // Known rows: a customer with a photo and a running subscription (its access password is
    // sealed with the encryption key), and another customer.
    const kept = await register(server, 'kept@example.com');
    await register(server, 'also-kept@example.com');
    const upload = await multipart(PNG_1PX);
    const photo = await fetch(`${server.url}/api/auth/me/photo`, {
      method: 'PUT',
      headers: { ...upload.headers, authorization: `Bearer ${kept.token}` },
      body: upload.payload,
    });
    expect(photo.status).toBe(200);
    const photoUrl = ((await photo.json()) as { data: { photo: string } }).data.photo;
    const services = await call<{ data: { id: string }[] }>(server.url, 'GET', '/api/services');
    const order = await call<{ data: { id: string } }>(server.url, 'POST', '/api/orders', {
      token: kept.token,
      body: { serviceId: services.body.data[0]!.id },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    for (const body of [
      { status: 'paid', paidWith: 'bank_transfer', paymentNote: 'Seen on the account' },
      { status: 'active' },
    ]) {
      const moved = await call(server.url, 'PATCH', `/api/admin/orders/${order.body.data.id}`, {
        token: admin,
        body,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const accessOf = async (srv: ServerProcess) => {
      const res = await call<{ data: { access: { password: string } | null }[] }>(
        srv.url,
        'GET',
        '/api/account/subscriptions',
        { token: kept.token },
      );
      return res.body.data?.[0]?.access ?? null;
    };
    let access: { password: string } | null = null;
    await vi.waitFor(
      async () => {
        access = await accessOf(server);
        expect(access?.password).toBeTruthy();
      },
      { timeout: 60_000, interval: 500 },
    );

    // `npm run backup` while the server runs: it asks the server, which holds the database.
    const backedUp = await command('src/backup-cli.ts', [], { DATA_DIR: first });
    expect(backedUp.output).toContain('Backup written and checked by the running server');
    expect(backedUp.code).toBe(0);
    const file = /: (\/\S+\.tar\.gz) \(/.exec(backedUp.output)![1]!;
    expect(path.dirname(file)).toBe(path.join(first, 'backups'));

    // Written after the backup: not in it.
    await register(server, 'after-the-backup@example.com');
    const later = await call<{ data: { id: string } }>(server.url, 'POST', '/api/orders', {
      token: kept.token,
      body: { serviceId: services.body.data[0]!.id },
    });
    expect(later.status).toBe(201);
    const listed = await call<{ data: BackupsOverview }>(server.url, 'GET', '/api/admin/backups', {
      token: admin,
    });
    expect(listed.body.data.backups.map((b: Backup) => b.name)).toContain(path.basename(file));
    await server.kill();

    const atTheEnd = await rowsIn(first);
    expect(atTheEnd.emails).toContain('after-the-backup@example.com');
    expect(atTheEnd.orders).toContain(later.body.data.id);

    // No server now (its control file names a process kill -9 ended): the command opens
    // DATA_DIR itself.
    expect(existsSync(path.join(first, 'server-control.json'))).toBe(true);
    const direct = await command('src/backup-cli.ts', [], { DATA_DIR: first });
    expect(direct.output).toMatch(/^Backup written and checked: \//);
    expect(direct.code).toBe(0);

    // `npm run restore -- FILE` refuses a folder with data in it, and fills an empty one.
    const refused = await command('src/restore-cli.ts', [file], { DATA_DIR: first });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');
    const second = path.join(tempDataDir(), 'restored');
    const restored = await command('src/restore-cli.ts', [file], { DATA_DIR: second });
    expect(restored.output).toContain('Restored the backup of');
    expect(restored.code).toBe(0);

    // Exactly the rows of the backup: everything but what came after it.
    const inBackup = await rowsIn(second);
    expect(inBackup.emails).toEqual(
      atTheEnd.emails.filter((email) => email !== 'after-the-backup@example.com'),
    );
    expect(inBackup.orders).toEqual(atTheEnd.orders.filter((id) => id !== later.body.data.id));

    const again = await startServerProcess({
      DATA_DIR: second,
      BACKUP_EVERY: 'off',
      ...OWN_SECRETS,
    });
    // Passwords sign in; the account made after the backup does not exist here.
    expect((await signIn(again, 'kept@example.com')).status).toBe(200);
    expect((await signIn(again, 'after-the-backup@example.com')).status).toBe(401);
    // The JWT secret came along: a token issued before the backup still works.
    const me = await call(again.url, 'GET', '/api/auth/me', { token: kept.token });
    expect(me.status).toBe(200);
    // The encryption key came along: the sealed access password reads as before.
    expect(await accessOf(again)).toMatchObject({ password: access!.password });
    // Uploaded images are in the database, so in the backup.
    const image = await fetch(`${again.url}${photoUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(await again.stop()).toBe(0);
  }, 360_000);
});
