import {
  DATA_EXPORT_VALID_HOURS,
  SERVER_TEXT_PLACE,
  dataExportPath,
  formatDateTime,
} from '@streamfront/contract';
import { z } from 'zod';
import { onCommit } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { dataExportReadyMail } from '../mail/templates/index.ts';
import { gatherExport } from './export-document.ts';
import { createExportRepository } from './export.repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Prepares one "download my data" (decision 060): gathers the file, keeps it for
 * DATA_EXPORT_VALID_HOURS, and tells the person by notification and mail, with a link to the
 * page that downloads it signed in. One transaction with the job's completion: a crash leaves
 * neither the file nor the notice, and the job runs again; a second run finds it prepared.
 */
export const dataExportJob = defineJob<{ exportId: string }>({
  kind: 'data-rights.export',
  payload: z.object({ exportId: z.uuid() }),
  transactional: true,
  async run({ exportId }, { app, db }) {
    const repo = createExportRepository(db);
    const row = await repo.find(exportId);
    // Gone with a closed account, or prepared by an earlier run: nothing more to do.
    if (!row || row.readyAt) return;
    const now = new Date();
    const document = await gatherExport(db, row.userId, {
      includeSecrets: row.includeSecrets,
      now,
    });
    if (!document) return;
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS);
    if (!(await repo.markReady(row.id, document, now, expiresAt))) return;

    await queueMail(app, db, {
      template: dataExportReadyMail,
      to: document.profile.email,
      userId: row.userId,
      params: {
        name: document.profile.name,
        exportId: row.id,
        expiresAt: expiresAt.toISOString(),
      },
    });
    // Written as the person reads, like their mail: their language and time zone.
    const place = {
      locale: document.profile.locale ?? SERVER_TEXT_PLACE.locale,
      timeZone: document.profile.timeZone ?? SERVER_TEXT_PLACE.timeZone,
    };
    const notice = await app.notify.userWithin(db, row.userId, {
      type: 'success',
      title: 'Your data is ready to download',
      message: `The copy of your data you asked for can be downloaded until ${formatDateTime(expiresAt.toISOString(), place)}.`,
      link: dataExportPath(row.id),
    });
    if (notice) onCommit(db, notice.deliver);
  },
});
