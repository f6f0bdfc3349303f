import {
  PROBLEM_TYPE_LABELS,
  REPORT_STATUS_LABELS,
  type ContentReportGroup,
} from '@streamfront/contract';
import type { ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { RecordReviewPage } from '@/components/list/record-review-page';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { useContentReports } from '../api/get-content-reports';
import { ReportGroupDetail } from './report-group-detail';
import { REPORT_STATUS_TONES } from './report-status';

const columns: ListColumn<ContentReportGroup>[] = [
  {
    id: 'subject',
    header: 'Channel or title',
    sortable: true,
    primary: true,
    cell: (group) => (
      <div className="min-w-0">
        <p className="font-semibold break-words">{group.subject}</p>
        <p className="line-clamp-2 text-sm break-words text-slate-400">{group.latestDetails}</p>
      </div>
    ),
  },
  {
    id: 'reportCount',
    header: 'Reports',
    sortable: true,
    cell: (group) => group.reportCount,
  },
  {
    id: 'problemTypes',
    header: 'Problems',
    cell: (group) => group.problemTypes.map((type) => PROBLEM_TYPE_LABELS[type]).join(', '),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (group) => (
      <StatusBadge
        status={group.status}
        labels={REPORT_STATUS_LABELS}
        tones={REPORT_STATUS_TONES}
      />
    ),
  },
  {
    id: 'lastReportedAt',
    header: 'Last report',
    sortable: true,
    cell: (group) => formatDate(group.lastReportedAt),
  },
];

const filters = [
  {
    name: 'status',
    label: 'Status',
    options: labelOptions(REPORT_STATUS_LABELS),
    allLabel: 'All statuses',
    width: 'sm:w-40',
  },
  {
    name: 'problemType',
    label: 'Problem',
    options: labelOptions(PROBLEM_TYPE_LABELS),
    allLabel: 'All problems',
    width: 'sm:w-56',
  },
] as const;

/**
 * Admin: reported problems, one row per channel or title however many reported it, each
 * opened beside the list with every report and one status for all of them.
 */
export function ContentReportsAdmin() {
  const params = useListParams({ filters: ['status', 'problemType'] as const });
  return (
    <RecordReviewPage
      params={params}
      list={useContentReports(params.query)}
      search={{ label: 'Search content reports', placeholder: 'Channel, title, details or email' }}
      filters={filters}
      recordParam="report"
      placement="beside"
      detail={(id, close) => <ReportGroupDetail id={id} onClose={close} />}
      caption="Content reports"
      newItems={{
        one: 'newly reported channel or title',
        other: 'newly reported channels or titles',
      }}
      columns={columns}
      rowKey={(group) => group.id}
      empty={{
        title: 'No content reports yet',
        message: 'Problems appear here as customers report them.',
      }}
      openLabel={(group) => `Open the reports about ${group.subject}`}
    />
  );
}
