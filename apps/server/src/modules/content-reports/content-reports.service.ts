import { ACTIVE_REPORT_STATUSES, type ContentReportStatus } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ContentReportRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { quoted } from '../../lib/customer-text.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createMailRepository } from '../mail/mail.repository.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { contentReportOutcomeMail } from '../mail/templates/index.ts';
import { queueWebhookEvent } from '../webhooks/queue-webhook.ts';
import {
  createContentReportsRepository,
  reportGroupSummary,
  type NewContentReport,
} from './content-reports.repository.ts';

/** A visitor's report, stored with its `content_report.created` webhooks in one transaction. */
export function submitContentReport(app: FastifyInstance, input: NewContentReport) {
  return inTransaction(app.db, async (tx) => {
    const report = await createContentReportsRepository(tx).create(input);
    await queueWebhookEvent(
      app,
      tx,
      'content_report.created',
      {
        id: report.id,
        problemType: report.problemType,
        subject: report.subject,
        details: report.details,
        url: report.url,
        email: report.email,
        userId: report.userId,
        createdAt: report.createdAt,
      },
      { idempotencyKey: `${report.id}.content_report.created` },
    );
    return report;
  });
}

const isActive = (status: ContentReportStatus) =>
  (ACTIVE_REPORT_STATUSES as readonly string[]).includes(status);

/** The outcomes a reporter is told about; looking into it or reopening it is the desk's own business. */
const OUTCOMES: Partial<
  Record<ContentReportStatus, { verb: 'resolved' | 'closed'; type: 'success' | 'info' }>
> = {
  resolved: { verb: 'resolved', type: 'success' },
  dismissed: { verb: 'closed', type: 'info' },
};

/** One reporter of each account or address, with whether their account still exists. */
async function reportersOf(tx: Db, reports: ContentReportRow[]) {
  const seen = new Set<string>();
  const reporters: { report: ContentReportRow; account: string | null }[] = [];
  for (const report of reports) {
    const who = report.userId ?? report.email;
    if (seen.has(who)) continue;
    seen.add(who);
    const account =
      report.userId && (await createMailRepository(tx).recipient(report.userId))
        ? report.userId
        : null;
    reporters.push({ report, account });
  }
  return reporters;
}

/**
 * Tells each reporter of `reports` (once per account or address) that their report reached
 * `status`: the mails of those without an account (or no longer one) are queued with `tx`,
 * the change's transaction; the accounts are notified by the returned function, called once
 * the change has committed (a failure is logged per person and never undoes the change).
 */
async function tellReporters(
  app: FastifyInstance,
  tx: Db,
  reports: ContentReportRow[],
  status: ContentReportStatus,
  note: string | null,
): Promise<() => Promise<void>> {
  const outcome = OUTCOMES[status];
  if (!outcome) return async () => undefined;
  const reporters = await reportersOf(tx, reports);
  for (const { report, account } of reporters) {
    if (account) continue;
    await queueMail(app, tx, {
      template: contentReportOutcomeMail,
      to: report.email,
      params: { subject: report.subject, outcome: outcome.verb, note },
    });
  }
  return async () => {
    await Promise.all(
      reporters.map(async ({ report, account }) => {
        if (!account) return;
        try {
          await app.notify.user(account, {
            type: outcome.type,
            title: `Your report about ${quoted(report.subject)} was ${outcome.verb}`,
            message: note ?? 'Thank you for telling us.',
          });
        } catch (error) {
          app.log.error({ err: error, reportId: report.id }, 'notifying a reporter failed');
        }
      }),
    );
  };
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
  const { groupId, changed, notify } = await inTransaction(app.db, async (tx: Db) => {
    const repo = createContentReportsRepository(tx);
    const locked = await repo.lockGroup(input.id);
    if (!locked) throw notFound('Content report not found');
    const { key, group, reports } = locked;
    const open = reports.filter((report) => isActive(report.status));
    const changed = (open.length > 0 ? open : reports).filter(
      (report) => report.status !== input.status || report.statusNote !== input.note,
    );
    if (changed.length === 0) return { groupId: group.id, changed, notify: null };
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
    const notify = await tellReporters(
      app,
      tx,
      changed.filter((report) => report.status !== input.status),
      input.status,
      input.note,
    );
    return { groupId: group.id, changed, notify };
  });
  if (changed.length === 0) return groupId;
  announceRecordChange(app, 'content_report', groupId);
  await notify?.();
  return groupId;
}
