import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { createExportRepository } from './export.repository.ts';
import { createRetentionRepository } from './retention.repository.ts';

const DAY_MS = 86_400_000;
/** An export's row is kept this long after it was asked for (the daily limit reads it), then goes. */
const EXPORT_ROWS_KEPT_DAYS = 30;

/**
 * Removes what is past the retention settings (Settings → Data retention): chat conversations
 * not used for `chatRetentionDays`, mail log entries older than `mailLogRetentionDays`, and
 * the content of data exports past their 24 hours. Resolves to how many of each went.
 */
export async function applyRetention(app: FastifyInstance, now = new Date()) {
  const repo = createRetentionRepository(app.db);
  const settings = await repo.settings();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const conversations = await repo.removeConversationsBefore(daysAgo(settings.chatRetentionDays));
  const mail = await repo.removeMailBefore(daysAgo(settings.mailLogRetentionDays));
  const exports = await createExportRepository(app.db).sweep(now, daysAgo(EXPORT_ROWS_KEPT_DAYS));
  return { conversations, mail, exportsCleared: exports.cleared, exportsRemoved: exports.removed };
}

/** Once a day across all instances; a second pass of the same day finds nothing more. */
export const retentionJob = defineJob<Record<string, never>>({
  kind: 'data-rights.retention',
  payload: z.object({}).strict(),
  maxAttempts: 3,
  async run(_payload, { app }) {
    const removed = await applyRetention(app);
    app.log.info({ removed }, 'retention applied');
  },
});
