import { FINANCE_ENTRY_KINDS, formatMoney, type FinanceEntry } from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { pointOf } from '@/components/charts/money-chart';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { EditDeleteActions } from '@/components/list/edit-delete-actions';
import { EditPanel } from '@/components/list/edit-panel';
import { ListFilter } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteFinanceEntry } from '../api/delete-finance-entry';
import { useFinanceEntries } from '../api/get-finance-entries';
import { EntryForm, KIND_LABELS } from './entry-form';

const KINDS = FINANCE_ENTRY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

const dayOf = (entry: FinanceEntry) => pointOf(entry.date, 0).label;
/** "Hosting, Nov 3, 2026": how a row's buttons and dialogs name it. */
const nameOf = (entry: FinanceEntry) => `${entry.category}, ${dayOf(entry)}`;

const columns: ListColumn<FinanceEntry>[] = [
  {
    id: 'category',
    header: 'Category',
    sortable: true,
    primary: true,
    cell: (entry) => (
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {entry.category}
          <Badge tone={entry.kind === 'income' ? 'green' : 'amber'}>
            {KIND_LABELS[entry.kind]}
          </Badge>
        </p>
        {entry.note && <p className="truncate text-sm text-slate-400">{entry.note}</p>}
      </div>
    ),
  },
  { id: 'date', header: 'Date', sortable: true, cell: dayOf },
  {
    id: 'amount',
    header: 'Amount',
    sortable: true,
    className: 'tabular-nums whitespace-nowrap',
    // The sign says which way the money went, so the kind is never told by colour alone.
    cell: (entry) =>
      `${entry.kind === 'expense' ? '−' : '+'}${formatMoney(entry.amount, entry.currency)}`,
  },
  { id: 'createdBy', header: 'Added by', cell: (entry) => entry.createdBy?.name ?? '—' },
];

type Editing = { mode: 'create' } | { mode: 'edit'; entry: FinanceEntry } | null;

/**
 * The business's own income and expenses in the period on screen: search, kind filter, sort
 * and pages under `entries.` in the URL (the period has the bare names), create, edit, delete.
 */
export function EntriesList({
  period,
  defaults,
}: {
  period: { from: string; to: string };
  defaults: { date: string; currency: string };
}) {
  const params = useListParams({ filters: ['kind'] as const, prefix: 'entries.' });
  const list = useFinanceEntries({ ...params.query, from: period.from, to: period.to });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FinanceEntry | null>(null);
  const remove = useDeleteFinanceEntry();
  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search entries" placeholder="Category or note">
        <ListFilter
          params={params}
          name="kind"
          label="Kind"
          options={KINDS}
          allLabel="All kinds"
          width="sm:w-40"
        />
        <Button className="sm:ml-auto" onClick={() => setEditing({ mode: 'create' })}>
          New entry
        </Button>
      </ListToolbar>

      {editing && (
        <EditPanel
          title={editing.mode === 'edit' ? `Edit ${nameOf(editing.entry)}` : 'New entry'}
          onClose={() => setEditing(null)}
        >
          <EntryForm
            key={editing.mode === 'edit' ? editing.entry.id : 'new'}
            entry={editing.mode === 'edit' ? editing.entry : undefined}
            defaults={defaults}
            onSaved={(saved) => {
              toast.success(
                editing.mode === 'edit'
                  ? `“${saved.category}” saved.`
                  : `${KIND_LABELS[saved.kind]} “${saved.category}” added.`,
              );
              setEditing(null);
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="Income and expense entries"
        columns={columns}
        rowKey={(entry) => entry.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No entries in this period',
          message: 'Add income or expenses that are not orders with “New entry”.',
        }}
        actions={(entry) => (
          <EditDeleteActions
            name={nameOf(entry)}
            onEdit={() => setEditing({ mode: 'edit', entry })}
            onDelete={() => setDeleting(entry)}
          />
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting ? nameOf(deleting) : ''}”?`}
        confirmLabel="Delete entry"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`“${deleting.category}” deleted.`),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        The totals and the profit of its period no longer count it.
      </ConfirmDialog>
    </div>
  );
}
