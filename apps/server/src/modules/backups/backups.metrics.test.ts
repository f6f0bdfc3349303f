import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app.ts';
import { backupName } from './backup-files.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const folder = mkdtempSync(path.join(tmpdir(), 'sf-backup-age-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const t = useTestApp({ metricsToken: TOKEN, backupDir: folder });

async function backupAge(): Promise<number | null> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith('streamfront_backup_age_seconds '));
  if (!line) return null;
  const value = line.split(' ')[1]!;
  return value === '+Inf' ? Infinity : Number(value);
}

describe('the backup age metric', () => {
  it('says how old the newest backup is, and +Inf while there is none', async () => {
    // PostgreSQL's backups are pg_dump's: the server knows nothing of them.
    if (t.app.database.kind !== 'pglite') {
      expect(await backupAge()).toBeNull();
      return;
    }
    expect(await backupAge()).toBe(Infinity);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    writeFileSync(path.join(folder, backupName(hoursAgo(30))), 'older');
    writeFileSync(path.join(folder, backupName(hoursAgo(2))), 'newest');
    const age = await backupAge();
    expect(age).toBeGreaterThanOrEqual(2 * 60 * 60);
    expect(age).toBeLessThan(2 * 60 * 60 + 60);
  });
});
