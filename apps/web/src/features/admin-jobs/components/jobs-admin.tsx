import { JOB_STATE_LABELS, JOB_STATES, type Job, type JobCounts } from '@streamfront/contract';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { DeclaredToolbar, type FilterDeclaration } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useDiscardJob } from '../api/discard-job';
import { useJobCounts } from '../api/get-job-counts';
import { useJobs } from '../api/get-jobs';
import { useRetryJob } from '../api/retry-job';
import { JOB_STATE_TONES, canDiscard, canRetry, jobName } from './job-state';

const columns: ListColumn<Job>[] = [
  {
    id: 'job',
    header: 'Job',
    primary: true,
    cell: (job) => (
      <div className="min-w-0">
        <p className="font-semibold break-words">{jobName(job)}</p>
        {job.label && <p className="text-sm break-words text-slate-400">{job.kind}</p>}
        {job.lastError && (
          <p className="mt-1 text-sm break-words text-red-300">Last error: {job.lastError}</p>
        )}
      </div>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (job) => (
      <StatusBadge status={job.state} labels={JOB_STATE_LABELS} tones={JOB_STATE_TONES} />
    ),
  },
  {
    id: 'attempts',
    header: 'Tries',
    className: 'whitespace-nowrap',
    cell: (job) => `${job.attempts} of ${job.maxAttempts}`,
  },
  {
    id: 'createdAt',
    header: 'Created',
    sortable: true,
    cell: (job) => formatDateTime(job.createdAt),
  },
  {
    id: 'runAt',
    header: 'Runs',
    sortable: true,
    cell: (job) =>
      job.finishedAt
        ? `Finished ${formatDateTime(job.finishedAt)}`
        : job.state === 'dead'
          ? 'Not again unless retried'
          : `${job.state === 'running' ? 'Started' : 'Due'} ${formatDateTime(job.runAt)}`,
  },
];

/** "Retry mail to ada@example.com, created Nov 2, 2026, 10:00 AM": two jobs of one kind differ. */
const rowName = (job: Job) => `${jobName(job)}, created ${formatDateTime(job.createdAt)}`;
const retryId = (job: Job) => `job-retry-${job.id}`;
const discardId = (job: Job) => `job-discard-${job.id}`;

function stateFilter(counts: JobCounts | undefined): FilterDeclaration<'state'> {
  return {
    name: 'state',
    label: 'State',
    options: JOB_STATES.map((state) => ({
      value: state,
      label: counts
        ? `${JOB_STATE_LABELS[state]} (${counts.states[state] ?? 0})`
        : JOB_STATE_LABELS[state],
    })),
    allLabel: 'All states',
    width: 'sm:w-48',
  };
}

/** How many jobs stand in each state: what an admin checks first. */
function StateCounts({ counts }: { counts: JobCounts | undefined }) {
  return (
    <section aria-labelledby="job-counts-title">
      <h2 id="job-counts-title" className="sr-only">
        Jobs by state
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {JOB_STATES.map((state) => (
          <div key={state} className="rounded-lg border border-night-700 bg-night-900 p-3">
            <dt className="text-sm text-slate-400">{JOB_STATE_LABELS[state]}</dt>
            <dd className="text-2xl font-bold">{counts ? (counts.states[state] ?? 0) : '…'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Admin: the background work (mail, sweeps, …) with its state, tries and last error; a failed
 * or dead job can be retried, one that has not run to its end discarded (asked first). The
 * state filter comes from the URL, so the "a background job failed" notice opens the dead ones.
 */
export function JobsAdmin() {
  const params = useListParams({ filters: ['state', 'kind'] as const });
  const list = useJobs(params.query);
  const counts = useJobCounts();
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<Job | null>(null);
  // After a retry the row stays (unless a filter hides it now) but loses its Retry button:
  // the focus goes on to its Discard, set once the list shows the job queued.
  const [focusAfter, setFocusAfter] = useState<{ id: string } | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!focusAfter) return;
    const target = document.getElementById(focusAfter.id);
    if (target && container.current?.contains(target)) target.focus();
  }, [focusAfter]);

  const filters = useMemo(
    () => [
      stateFilter(counts.data),
      {
        name: 'kind' as const,
        label: 'Kind',
        options: (counts.data?.kinds ?? []).map((kind) => ({ value: kind, label: kind })),
        allLabel: 'All kinds',
        width: 'sm:w-48' as const,
      },
    ],
    [counts.data],
  );

  function retryJob(job: Job) {
    if (retry.isPending) return;
    retry.mutate(job.id, {
      onSuccess: (queued) => {
        toast.success(`${jobName(queued)} is queued again.`);
        setFocusAfter({ id: discardId(queued) });
      },
    });
  }

  return (
    <div ref={container} className="flex flex-col gap-6">
      <StateCounts counts={counts.data} />
      <DeclaredToolbar
        params={params}
        search={{ label: 'Search jobs', placeholder: 'Kind, label or error' }}
        filters={filters}
      />
      <DataList
        caption="Background jobs"
        columns={columns}
        rowKey={(job) => job.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No jobs yet',
          message: 'Mail, reminders and other work done after a request appear here.',
        }}
        actions={(job) => {
          const retrying = retry.isPending && retry.variables === job.id;
          return (
            <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
              {canRetry(job) && (
                <Button
                  id={retryId(job)}
                  variant="secondary"
                  size="sm"
                  loading={retrying}
                  aria-label={`Retry ${rowName(job)}`}
                  onClick={() => retryJob(job)}
                >
                  Retry
                </Button>
              )}
              {canDiscard(job) && (
                <Button
                  id={discardId(job)}
                  variant="secondary"
                  size="sm"
                  aria-label={`Discard ${rowName(job)}`}
                  onClick={() => setDiscarding(job)}
                >
                  Discard
                </Button>
              )}
            </div>
          );
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this job?"
        confirmLabel="Discard job"
        cancelLabel="Keep it"
        pending={discard.isPending}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (!discarding) return;
          discard.mutate(discarding.id, {
            onSuccess: (removed) => toast.success(`${jobName(removed)} was discarded.`),
            onSettled: () => setDiscarding(null),
          });
        }}
      >
        {discarding &&
          `${jobName(discarding)} will not run${discarding.state === 'queued' ? '' : ' again'}, and it leaves this list. Whatever it was to do is not done.`}
      </ConfirmDialog>
    </div>
  );
}
