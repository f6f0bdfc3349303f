import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadCommandConfig, loadConfig } from '../../config.ts';

const root = mkdtempSync(path.join(tmpdir(), 'sf-backup-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
};

describe('BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
  it('back up daily into DATA_DIR/backups and keep 14, unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      backupDir: path.join(dataDir, 'backups'),
      backupEveryMs: 24 * 60 * 60 * 1000,
      backupKeep: 14,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        BACKUP_DIR: '/srv/backups',
        BACKUP_EVERY: ' Hourly ',
        BACKUP_KEEP: '48',
      }),
    ).toMatchObject({ backupDir: '/srv/backups', backupEveryMs: 60 * 60 * 1000, backupKeep: 48 });
    const hours = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: value }).backupEveryMs / 3_600_000;
    expect([hours('off'), hours('weekly'), hours('6'), hours('')]).toEqual([0, 168, 6, 24]);
  });

  it('refuses what is not a schedule or a count', () => {
    for (const value of ['sometimes', '1.5', '-2', '9000']) {
      expect(problemsOf({ BACKUP_EVERY: value }).join()).toMatch(/^BACKUP_EVERY: must be off/);
    }
    expect(problemsOf({ BACKUP_KEEP: '0' })).toEqual(['BACKUP_KEEP: must be 1 or more']);
  });

  it("the commands' settings create nothing in DATA_DIR (a restore needs it empty)", () => {
    const fresh = path.join(root, 'fresh');
    expect(loadCommandConfig({ DATA_DIR: fresh, INIT_CWD: root })).toEqual({
      dataDir: fresh,
      workingDir: root,
      databaseUrl: undefined,
      jwtSecret: undefined,
      encryptionKey: undefined,
    });
    expect(readdirSync(root)).not.toContain('fresh');
    expect(() => loadCommandConfig({ DATA_DIR: fresh, ENCRYPTION_KEY: 'short' })).toThrow(
      ConfigError,
    );
  });
});
