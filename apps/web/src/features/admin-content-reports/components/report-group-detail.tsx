import {
  PROBLEM_TYPE_LABELS,
  REPORT_STATUS_LABELS,
  type ContentReportGroupDetail,
} from '@streamfront/contract';
import { RecordPanel } from '@/components/list/record-panel';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useContentReport } from '../api/get-content-report';
import { REPORT_STATUS_TONES } from './report-status';
import { ReportStatusForm } from './report-status-form';
import { Fact } from '@/components/ui/fact';

function GroupBody({ group }: { group: ContentReportGroupDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Status">
          <StatusBadge
            status={group.status}
            labels={REPORT_STATUS_LABELS}
            tones={REPORT_STATUS_TONES}
          />
        </Fact>
        <Fact term="Reports">
          {group.reportCount} ({group.activeCount} open)
        </Fact>
        <Fact term="Problems">
          {group.problemTypes.map((type) => PROBLEM_TYPE_LABELS[type]).join(', ')}
        </Fact>
        <Fact term="First reported">{formatDateTime(group.firstReportedAt)}</Fact>
      </dl>

      <div>
        <h3 className="mb-2 font-semibold">Reports</h3>
        <ol aria-label="Reports" className="flex flex-col gap-3">
          {group.reports.map((report) => (
            <li key={report.id} className="rounded-lg border border-night-700 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge
                  status={report.status}
                  labels={REPORT_STATUS_LABELS}
                  tones={REPORT_STATUS_TONES}
                />
                <span className="font-medium">{PROBLEM_TYPE_LABELS[report.problemType]}</span>
              </div>
              <p className="mt-2 break-words">{report.details}</p>
              {report.url && (
                <p className="mt-1 text-sm break-all text-slate-300">Link: {report.url}</p>
              )}
              <p className="mt-1 text-sm break-words text-slate-400">
                {report.name ? `${report.name} · ${report.email}` : report.email} ·{' '}
                {formatDateTime(report.createdAt)}
              </p>
              {report.statusNote && (
                <p className="mt-1 text-sm break-words">Told: “{report.statusNote}”</p>
              )}
            </li>
          ))}
        </ol>
      </div>

      <ReportStatusForm group={group} />
    </div>
  );
}

/** One problem beside the list: every report about it, and one status for all of them. */
export function ReportGroupDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const group = useContentReport(id);
  return (
    <RecordPanel
      record={group}
      title={group.data ? group.data.subject : 'Content report'}
      loadingLabel="Loading the reports…"
      onClose={onClose}
    >
      {(loaded) => <GroupBody group={loaded} />}
    </RecordPanel>
  );
}
