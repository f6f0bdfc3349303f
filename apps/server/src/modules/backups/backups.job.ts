import { z } from 'zod';
import { defineJob, PermanentJobError } from '../../jobs/define-job.ts';

/** Where the admins' notice of a failed backup leads: Settings, its Backups section. */
export const BACKUPS_ADMIN_PATH = '/admin/settings#backups';

/**
 * The scheduled backup (BACKUP_EVERY), queued once per interval by the jobs layer. A failed
 * try is tried again a quarter of an hour later (a disk that was full for a moment); the
 * page shows the failure at once, and the admins are notified when the job is given up.
 */
export const backupJob = defineJob<Record<string, never>>({
  kind: 'backups.take',
  payload: z.object({}).strict(),
  maxAttempts: 2,
  retryDelaysMs: [15 * 60_000],
  async run(_payload, { app }) {
    if (!app.backups) {
      throw new PermanentJobError('This server runs on PostgreSQL: pg_dump makes its backups');
    }
    await app.backups.take('scheduled');
  },
  async onDead(_payload, { app, error }) {
    await app.notify.adminsAfterSave({
      type: 'error',
      title: 'A backup failed',
      message: `The scheduled backup failed and was given up: ${error}`.slice(0, 500),
      link: BACKUPS_ADMIN_PATH,
    });
  },
});
