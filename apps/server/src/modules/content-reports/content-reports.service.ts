import { ACTIVE_REPORT_STATUSES, type ContentReportStatus } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ContentReportRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { quoted } from '../../lib/customer-text.ts';
import { recordAudit } from '../audit-log/audit.ts';
import {
  createContentReportsRepository,
  reportGroupSummary,
} from './content-reports.repository.ts';

const isActive = (status: ContentReportStatus) =>
  (ACTIVE_REPORT_STATUSES as readonly string[]).includes(status);

/** The outcomes a reporter is told about; looking into it or reopening it is the desk's own business. */
const OUTCOMES: Partial<Record<ContentReportStatus, { verb: string; type: 'success' | 'info' }>> = {
  resolved: { verb: 'resolved', type: 'success' },
  dismissed: { verb: 'closed', type: 'info' },
};

/**
 * Tells each reporter of `reports` (once per account or address) that their report reached
 * `status`: a notification when they have an account, an email otherwise. Called after the
 * change committed; a failure is logged per person and never undoes the change.
 */
async function tellReporters(
  app: FastifyInstance,
  reports: ContentReportRow[],
  status: ContentReportStatus,
  note: string | null,
): Promise<void> {
  const outcome = OUTCOMES[status];
  if (!outcome) return;
  const told = new Set<string>();
  await Promise.all(
    reports.map(async (report) => {
      const who = report.userId ?? report.email;
      if (told.has(who)) return;
      told.add(who);
      const title = `Your report about ${quoted(report.subject)} was ${outcome.verb}`;
      const message = note ?? 'Thank you for telling us.';
      if (report.userId) {
        try {
          const sent = await app.notify.user(report.userId, { type: outcome.type, title, message });
          if (sent) return;
        } catch (error) {
          app.log.error({ err: error, reportId: report.id }, 'notifying a reporter failed');
        }
      }
      // No account (or no longer one): the address they gave is how to reach them.
      await app.mail.send({
        to: report.email,
        subject: title,
        text: `Hello,\n\nYou told us about a problem with ${quoted(report.subject)}.\n\n${message}\n`,
      });
    }),
  );
}

/**
 * An admin's status for one problem (the group the report `id` belongs to). It applies to the
 * group's reports still open or being investigated, or to all of them when none is (a closed
 * problem reopened); one transaction writes and audits it, then the reporters whose report it
 * resolved or dismissed are told and the other admins' pages refreshed.
 */
export async function changeReportGroup(
  app: FastifyInstance,
  input: { id: string; actorId: string; status: ContentReportStatus; note: string | null },
): Promise<string> {
  const { groupId, changed } = await inTransaction(app.db, async (tx: Db) => {
    const repo = createContentReportsRepository(tx);
    const locked = await repo.lockGroup(input.id);
    if (!locked) throw notFound('Content report not found');
    const { key, group, reports } = locked;
    const open = reports.filter((report) => isActive(report.status));
    const changed = (open.length > 0 ? open : reports).filter(
      (report) => report.status !== input.status || report.statusNote !== input.note,
    );
    if (changed.length === 0) return { groupId: group.id, changed };
    await repo.setStatus(
      changed.map((report) => report.id),
      input.status,
      input.note,
    );
    const after = (await repo.groupByKey(key))!;
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'content_report.status',
      entityType: 'content_report',
      entityId: group.id,
      before: { ...reportGroupSummary(group, null), reports: changed.length },
      after: { ...reportGroupSummary(after, input.note), reports: changed.length },
      keep: ['subject', 'reports'],
    });
    return { groupId: group.id, changed };
  });
  if (changed.length === 0) return groupId;
  announceRecordChange(app, 'content_report', groupId);
  await tellReporters(
    app,
    changed.filter((report) => report.status !== input.status),
    input.status,
    input.note,
  );
  return groupId;
}
