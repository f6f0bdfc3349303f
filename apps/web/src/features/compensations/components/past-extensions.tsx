import {
  COMPENSATION_STATE_LABELS,
  formatHours,
  type Compensation,
  type CompensationState,
} from '@streamfront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { useListParams } from '@/components/list/use-list-params';
import { Alert } from '@/components/ui/alert';
import { StatusBadge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { refreshSubscriptionLists } from '../api/after-compensation';
import { useCompensations } from '../api/get-compensations';
import { useUndoCompensation } from '../api/undo-compensation';

const STATE_TONES: Record<CompensationState, BadgeTone> = {
  running: 'amber',
  done: 'green',
  undone: 'slate',
};

const ends = (count: number) => `${count} ${count === 1 ? 'end' : 'ends'}`;

const columns: ListColumn<Compensation>[] = [
  {
    id: 'createdAt',
    header: 'Made',
    primary: true,
    cell: (row) => (
      <div className="min-w-0">
        <p className="font-semibold">{formatDateTime(row.createdAt)}</p>
        <p className="text-sm text-slate-400">by {row.createdBy?.name ?? 'a removed account'}</p>
      </div>
    ),
  },
  {
    id: 'packages',
    header: 'Packages',
    cell: (row) => (row.serviceNames.length === 0 ? 'All packages' : row.serviceNames.join(', ')),
  },
  {
    id: 'activeAt',
    header: 'Running at',
    cell: (row) => (row.activeAt ? formatDateTime(row.activeAt) : 'When made'),
  },
  {
    id: 'hours',
    header: 'Added',
    className: 'whitespace-nowrap',
    cell: (row) => formatHours(row.hours),
  },
  {
    id: 'reason',
    header: 'Reason',
    cell: (row) => <span className="block max-w-72 break-words">{row.reason}</span>,
  },
  { id: 'count', header: 'Subscriptions', cell: (row) => `${row.count}` },
  {
    id: 'state',
    header: 'State',
    cell: (row) => (
      <StatusBadge status={row.state} labels={COMPENSATION_STATE_LABELS} tones={STATE_TONES} />
    ),
  },
];

const undoLabel = (row: Compensation) => `Undo the extension of ${formatDateTime(row.createdAt)}`;

/**
 * Undo is offered until the server's deadline, as of the list's last answer (asked again
 * after each change); the server still has the last word (409).
 */
const canUndo = (row: Compensation, now: number) =>
  row.undoUntil !== null && Date.parse(row.undoUntil) > now;

/**
 * The extensions made so far, newest first, a page at a time: what, for whom, how many, and
 * where each stands. Asked again every few seconds while one runs; one made within the last
 * 24 hours can be undone. After an undo the focus goes back to its button, or to the heading
 * once the button has gone with it.
 */
export function PastExtensions() {
  const headingId = useId();
  // Its own names in the URL: the orders list above has a page of its own.
  const params = useListParams({ prefix: 'extensions.', pageSize: 5 });
  const list = useCompensations(params);
  const undo = useUndoCompensation();
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<Compensation | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  // A new object each time, so the same button can be asked for twice in a row.
  const [focusAfter, setFocusAfter] = useState<{ label: string } | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The ends an extension moved show in the orders and renewals lists once it is done.
  const running = (list.data?.data ?? [])
    .filter((row) => row.state === 'running')
    .map((row) => row.id)
    .join(' ');
  const wasRunning = useRef('');
  useEffect(() => {
    const finished = wasRunning.current
      .split(' ')
      .some((id) => id !== '' && !running.split(' ').includes(id));
    wasRunning.current = running;
    if (finished) void refreshSubscriptionLists(queryClient);
  }, [running, queryClient]);

  useLayoutEffect(() => {
    if (!focusAfter) return;
    const button = [...(section.current?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.getAttribute('aria-label') === focusAfter.label,
    );
    (button ?? heading.current)?.focus();
  }, [focusAfter]);

  function confirmUndo(row: Compensation) {
    if (undo.isPending) return;
    setUndoError(null);
    undo.mutate(row.id, {
      onSuccess: (undone) =>
        toast.success(`Extension undone: ${ends(undone.count)} put back where they were.`),
      onError: (error) => setUndoError(error.message),
      onSettled: () => {
        setUndoing(null);
        setFocusAfter({ label: undoLabel(row) });
      },
    });
  }

  // A page still loading shows the last one's rows: no Undo on them meanwhile.
  const now = list.isPlaceholderData ? Number.POSITIVE_INFINITY : list.dataUpdatedAt;
  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold">
        Past extensions
      </h2>
      {undoError && <Alert>{undoError}</Alert>}
      <DataList
        caption="Past extensions"
        columns={columns}
        rowKey={(row) => row.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No extension yet',
          message: 'Extensions made with “Extend subscriptions” appear here.',
        }}
        actions={(row) =>
          canUndo(row, now) ? (
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={undoLabel(row)}
              onClick={() => setUndoing(row)}
            >
              Undo
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={undoing !== null}
        title="Undo this extension?"
        confirmLabel="Undo extension"
        cancelLabel="Keep it"
        pending={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() => undoing && confirmUndo(undoing)}
      >
        Put back the {ends(undoing?.count ?? 0)} it moved? Ends changed since stay as they are.
      </ConfirmDialog>
    </section>
  );
}
