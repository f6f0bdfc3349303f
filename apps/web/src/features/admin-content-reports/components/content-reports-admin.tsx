import {
  ContentReportStatusSchema,
  ProblemTypeSchema,
  type ContentReportGroup,
} from '@streamfront/contract';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { ListFilter } from '@/components/list/filter-select';
import { listQueryState } from '@/components/list/list-query-state';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { useOpenRecord } from '@/components/list/use-open-record';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useContentReports } from '../api/get-content-reports';
import { ReportGroupDetail } from './report-group-detail';
import { PROBLEM_TYPE_LABELS, REPORT_STATUS_LABELS, REPORT_STATUS_TONES } from './report-status';

const STATUS_OPTIONS = ContentReportStatusSchema.options.map((status) => ({
  value: status,
  label: REPORT_STATUS_LABELS[status],
}));
const PROBLEM_OPTIONS = ProblemTypeSchema.options.map((type) => ({
  value: type,
  label: PROBLEM_TYPE_LABELS[type],
}));

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
      <Badge tone={REPORT_STATUS_TONES[group.status]}>{REPORT_STATUS_LABELS[group.status]}</Badge>
    ),
  },
  {
    id: 'lastReportedAt',
    header: 'Last report',
    sortable: true,
    cell: (group) => formatDate(group.lastReportedAt),
  },
];

/**
 * Admin: reported problems, one row per channel or title however many reported it, each
 * opened beside the list with every report and one status for all of them.
 */
export function ContentReportsAdmin() {
  const params = useListParams({ filters: ['status', 'problemType'] as const });
  const list = useContentReports(params.query);
  const record = useOpenRecord('report');

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar
        params={params}
        label="Search content reports"
        placeholder="Channel, title, details or email"
      >
        <ListFilter
          params={params}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          width="sm:w-40"
        />
        <ListFilter
          params={params}
          name="problemType"
          label="Problem"
          options={PROBLEM_OPTIONS}
          allLabel="All problems"
          width="sm:w-56"
        />
      </ListToolbar>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        {record.openId && (
          <div className="xl:order-2">
            <ReportGroupDetail id={record.openId} onClose={record.close} />
          </div>
        )}
        <div className="min-w-0 xl:order-1">
          <DataList
            caption="Content reports"
            newItems={{
              one: 'newly reported channel or title',
              other: 'newly reported channels or titles',
            }}
            columns={columns}
            rowKey={(group) => group.id}
            params={params}
            {...listQueryState(list)}
            empty={{
              title: 'No content reports yet',
              message: 'Problems appear here as customers report them.',
            }}
            actions={(group) => (
              <Button
                variant="secondary"
                size="sm"
                {...record.openerProps(group.id)}
                onClick={() => record.open(group.id)}
                aria-label={`Open the reports about ${group.subject}`}
              >
                Open
              </Button>
            )}
          />
        </div>
      </div>
    </div>
  );
}
