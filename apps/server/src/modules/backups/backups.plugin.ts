import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupJob } from './backups.job.ts';
import { createBackups, type Backups } from './backups.service.ts';
import { localBackupControl } from './local-control.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups of the embedded database; null on PostgreSQL, which pg_dump backs up. */
    backups: Backups | null;
  }
}

export interface BackupsPluginOptions {
  folder: string;
  everyMs: number;
  keep: number;
  jwtSecret: string;
  encryptionKey: Buffer;
  version: string;
  /** DATA_DIR and HOST when the database is on disk: `npm run backup` reaches this server. */
  control: { dataDir: string; host: string } | null;
}

/**
 * Backups of the embedded database (decision 059): `app.backups`, the schedule through the
 * jobs layer (one backup per BACKUP_EVERY, the first soon after the first start, so a fresh
 * demo has one), and the local route `npm run backup` calls.
 */
export const backupsPlugin = fp(
  async (app: FastifyInstance, options: BackupsPluginOptions) => {
    const pglite = app.database.pglite;
    if (!pglite) {
      app.decorate('backups', null);
      return;
    }
    const backups = createBackups({
      pglite,
      folder: options.folder,
      everyMs: options.everyMs,
      keep: options.keep,
      jwtSecret: options.jwtSecret,
      encryptionKey: options.encryptionKey,
      appVersion: options.version,
      log: app.log,
    });
    app.decorate('backups', backups);
    if (options.everyMs > 0) app.jobs.every(backupJob, options.everyMs, {});
    else app.jobs.define(backupJob);
    if (options.control) await localBackupControl(app, { ...options.control, backups });
  },
  { name: 'backups', dependencies: ['database', 'jobs', 'notify'] },
);
