import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BACKUP_MESSAGES,
  type AuditEntry,
  type BackupsOverview,
  type BackupTakenAnswer,
} from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { useAdminTestApp } from '../../testing/admin-test-app.ts';
import { bearer, createTestApp, json, loginAsAdmin, registerUser } from '../../testing/test-app.ts';
import { pgliteDir } from '../../config-data-dir.ts';
import { extractBackupArchive } from './backup-archive.ts';
import { countBackupRows } from './backup-check.ts';
import { backupJob, BACKUPS_ADMIN_PATH } from './backups.job.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'sf-backups-routes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = path.join(scratch, 'backups');

const t = useAdminTestApp({ config: { backupDir: folder, backupKeep: 2 } });
const embedded = () => t.app.database.kind === 'pglite';
/** Each backup is packed, written, read back and opened: seconds, more on a busy machine. */
const BACKUP_TIMEOUT_MS = 120_000;

async function overview() {
  const res = await t.asAdmin('GET', '/api/admin/backups');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: BackupsOverview }>(res).data;
}

describe('admin backups', () => {
  it('answers admins only', async () => {
    const customer = await registerUser(t.app);
    for (const method of ['GET', 'POST'] as const) {
      const anonymous = await t.app.inject({ method, url: '/api/admin/backups' });
      expect(anonymous.statusCode).toBe(401);
      const asCustomer = await t.app.inject({
        method,
        url: '/api/admin/backups',
        headers: bearer(customer.token),
      });
      expect(asCustomer.statusCode).toBe(403);
    }
    expect(existsSync(folder)).toBe(false);
  });

  it('on PostgreSQL: lists nothing and sends the admin to pg_dump', async () => {
    if (embedded()) return;
    expect(await overview()).toEqual({
      database: 'postgres',
      folder: null,
      everyHours: null,
      keep: 0,
      backups: [],
      lastFailure: null,
    });
    const res = await t.asAdmin('POST', '/api/admin/backups');
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(BACKUP_MESSAGES.postgres);
  });

  it(
    'takes a backup now that holds the database and its secrets, audited, and lists it',
    async () => {
      if (!embedded()) return;
      expect(await overview()).toEqual({
        database: 'embedded',
        folder,
        everyHours: null,
        keep: 2,
        backups: [],
        lastFailure: null,
      });
      await registerUser(t.app);

      const res = await t.asAdmin('POST', '/api/admin/backups');
      expect(res.statusCode, res.body).toBe(201);
      const backup = json<BackupTakenAnswer>(res).data;
      const file = path.join(folder, backup.name);
      expect(statSync(file).size).toBe(backup.size);
      // As private as DATA_DIR: it holds every customer and the key to their access details.
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(readdirSync(folder)).toEqual([backup.name]);
      expect((await overview()).backups).toEqual([backup]);

      const unpacked = path.join(scratch, 'unpacked');
      mkdirSync(unpacked);
      const contents = await extractBackupArchive(file, unpacked);
      expect(contents.manifest).toMatchObject({ trigger: 'manual', database: 'pglite' });
      expect(contents.jwtSecret).toBe('test-secret-that-is-long-enough-for-hs256-signing');
      expect(contents.encryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
      const live = await t.app.database.pglite!.query<{ users: number }>(
        'select count(*)::int as users from users',
      );
      expect((await countBackupRows(pgliteDir(unpacked))).users).toBe(live.rows[0]!.users);

      const audit = await t.asAdmin('GET', '/api/admin/audit-log?entityType=backup');
      const entries = json<{ data: AuditEntry[] }>(audit).data;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'backup.create',
        after: { name: backup.name, size: backup.size },
      });
    },
    BACKUP_TIMEOUT_MS,
  );

  it(
    'restores into an empty folder only, with the rows and secrets of the backup',
    async () => {
      if (!embedded()) return;
      const [backup] = (await overview()).backups;
      const file = path.join(folder, backup!.name);

      const live = path.join(scratch, 'live');
      writeFileSync(path.join(scratch, 'placeholder'), 'x');
      await expect(restoreBackup(file, scratch)).rejects.toBeInstanceOf(RestoreRefused);
      await expect(restoreBackup(path.join(scratch, 'placeholder'), live)).rejects.toThrow(
        /is not a Streamfront backup/,
      );
      expect(existsSync(live)).toBe(false);

      const report = await restoreBackup(file, live);
      expect(readdirSync(live).sort()).toEqual(['encryption-key', 'jwt-secret', 'pglite']);
      expect(statSync(path.join(live, 'encryption-key')).mode & 0o077).toBe(0);
      expect(report.rows.users).toBeGreaterThan(0);
      // What is left beside it: no half-restored folder.
      expect(readdirSync(scratch).filter((name) => name.includes('restoring'))).toEqual([]);
      // A second restore into the same, now live, folder is refused.
      await expect(restoreBackup(file, live)).rejects.toThrow(/is not empty/);
    },
    BACKUP_TIMEOUT_MS,
  );

  it(
    'keeps the newest BACKUP_KEEP',
    async () => {
      if (!embedded()) return;
      const [first] = (await overview()).backups;
      for (let i = 0; i < 2; i += 1) {
        const res = await t.asAdmin('POST', '/api/admin/backups');
        expect(res.statusCode, res.body).toBe(201);
      }
      const { backups } = await overview();
      expect(backups).toHaveLength(2);
      expect(backups.map((b) => b.name)).not.toContain(first!.name);
      expect(readdirSync(folder).sort()).toEqual(backups.map((b) => b.name).sort());
    },
    BACKUP_TIMEOUT_MS,
  );
});

describe('a backup that fails', () => {
  let broken: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken: string;
  const blocked = path.join(scratch, 'a-file-not-a-folder');

  beforeAll(async () => {
    writeFileSync(blocked, 'in the way');
    broken = await createTestApp({ backupDir: blocked });
    adminToken = (await loginAsAdmin(broken.app)).token;
  });
  afterAll(() => broken.close());

  const call = (method: 'GET' | 'POST', url: string) =>
    broken.app.inject({ method, url, headers: bearer(adminToken) });

  it('answers 503 with the reason, and the page shows it until one works', async () => {
    if (broken.app.database.kind !== 'pglite') return;
    const res = await call('POST', '/api/admin/backups');
    expect(res.statusCode).toBe(503);
    expect(json<{ message: string }>(res).message).toMatch(/^The backup failed: /);
    const { lastFailure, backups } = json<{ data: BackupsOverview }>(
      await call('GET', '/api/admin/backups'),
    ).data;
    expect(backups).toEqual([]);
    expect(lastFailure?.message).toBeTruthy();
  });

  it('notifies the admins when the scheduled backup is given up', async () => {
    if (broken.app.database.kind !== 'pglite') return;
    await enqueueJob(broken.app.db, backupJob, {});
    await broken.app.jobs.drain();
    // Its one retry is a quarter of an hour away: brought to now.
    await broken.app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.kind, backupJob.kind));
    await broken.app.jobs.drain();
    const [job] = await broken.app.db.select().from(jobs).where(eq(jobs.kind, backupJob.kind));
    expect(job).toMatchObject({ state: 'dead', attempts: 2 });
    const notices = json<{ data: { title: string; message: string; link: string }[] }>(
      await call('GET', '/api/notifications'),
    ).data;
    expect(notices[0]).toMatchObject({ title: 'A backup failed', link: BACKUPS_ADMIN_PATH });
    expect(notices[0]!.message).toMatch(/^The scheduled backup failed and was given up: /);
  });
});
