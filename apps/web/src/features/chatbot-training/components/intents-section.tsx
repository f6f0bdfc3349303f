import type { ChatIntent } from '@streamfront/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { EditDeleteActions } from '@/components/list/edit-delete-actions';
import { EditPanel } from '@/components/list/edit-panel';
import { useRowFocus } from '@/components/list/use-row-focus';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { useDebounced } from '@/lib/use-debounced';
import { useDeleteIntent } from '../api/delete-intent';
import { useIntents } from '../api/get-intents';
import { useSetIntentEnabled } from '../api/update-intent';
import { AdminCard, Pager } from './admin-card';
import { ExportIntentsButton, ImportIntentsForm } from './import-export';
import { IntentForm } from './intent-form';

const PAGE_SIZE = 20;

type Editing = { kind: 'new' } | { kind: 'edit'; intent: ChatIntent } | null;

function EnabledSwitch({ intent }: { intent: ChatIntent }) {
  const setEnabled = useSetIntentEnabled();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        aria-label={`Enable ${intent.name}`}
        checked={intent.enabled}
        disabled={setEnabled.isPending}
        onChange={(event) => setEnabled.mutate({ id: intent.id, enabled: event.target.checked })}
        className="h-4 w-4 accent-brand-500"
      />
      <span className={intent.enabled ? 'text-green-300' : 'text-slate-400'}>
        {intent.enabled ? 'On' : 'Off'}
      </span>
    </label>
  );
}

const COLUMNS: readonly TableColumn<ChatIntent>[] = [
  {
    id: 'intent',
    header: 'Intent',
    primary: true,
    cell: (intent) => (
      <>
        <span className="block font-mono text-sm font-semibold break-all">{intent.name}</span>
        <span className="mt-1 block truncate text-xs text-slate-400">{intent.answers[0]}</span>
      </>
    ),
  },
  {
    id: 'examples',
    header: 'Examples',
    className: 'text-sm tabular-nums',
    cell: (intent) => intent.utterances.length,
  },
  {
    id: 'answers',
    header: 'Answers',
    className: 'text-sm tabular-nums',
    cell: (intent) => intent.answers.length,
  },
  { id: 'enabled', header: 'Enabled', cell: (intent) => <EnabledSwitch intent={intent} /> },
];

/** Intents: search, add, edit, delete, enable/disable, import and export. */
export function IntentsSection() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<'all' | 'enabled' | 'disabled'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<ChatIntent | null>(null);
  const remove = useDeleteIntent();
  const q = useDebounced(search, 300);
  const intents = useIntents({
    page,
    pageSize: PAGE_SIZE,
    q,
    ...(filter === 'all' ? {} : { enabled: filter === 'enabled' }),
  });

  // A deleted row's place goes to the row that takes it, or to the heading when none is left.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rowFocus = useRowFocus({
    root: listRef,
    rowKeys: intents.data?.items.map((intent) => intent.id) ?? [],
    fallback: titleRef,
  });
  // EditPanel gives the focus back to the button that opened it.
  const closeForm = () => setEditing(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(`“${deleting.name}” deleted.`);
        if (editing?.kind === 'edit' && editing.intent.id === deleting.id) setEditing(null);
      },
    });
  }

  return (
    <AdminCard
      title="Intents"
      titleId="chatbot-intents-title"
      titleRef={titleRef}
      actions={
        <>
          <Button size="sm" onClick={() => setEditing({ kind: 'new' })}>
            Add intent
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setImporting((open) => !open)}>
            Import JSON
          </Button>
          <ExportIntentsButton />
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {importing && <ImportIntentsForm onClose={() => setImporting(false)} />}
        {editing && (
          <EditPanel
            title={editing.kind === 'edit' ? `Edit “${editing.intent.name}”` : 'New intent'}
            onClose={closeForm}
          >
            <IntentForm
              key={editing.kind === 'edit' ? editing.intent.id : 'new'}
              intent={editing.kind === 'edit' ? editing.intent : undefined}
              onSaved={closeForm}
            />
          </EditPanel>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-60 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-200">
            Search intents
            <input
              type="search"
              value={search}
              placeholder="Name, example sentence or answer"
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="rounded-lg border border-night-600 bg-night-950 px-3 py-2 font-normal text-slate-100 placeholder:text-slate-500 focus:border-brand-500"
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-200">
            Show
            <select
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as typeof filter);
                setPage(1);
              }}
              className="rounded-lg border border-night-600 bg-night-950 px-3 py-2 font-normal text-slate-100"
            >
              <option value="all">All intents</option>
              <option value="enabled">Enabled only</option>
              <option value="disabled">Disabled only</option>
            </select>
          </label>
        </div>
        <div ref={listRef} onFocus={rowFocus.onFocus} onBlur={rowFocus.onBlur}>
          {intents.isPending ? (
            <Spinner label="Loading intents…" />
          ) : intents.isError ? (
            <Alert>{intents.error.message}</Alert>
          ) : intents.data.items.length === 0 ? (
            <p className="text-slate-400">No intents match.</p>
          ) : (
            <div>
              <ResponsiveTable
                caption={`Intents, ${intents.data.total} in all`}
                columns={COLUMNS}
                rows={intents.data.items}
                rowKey={(intent) => intent.id}
                actions={(intent) => (
                  <EditDeleteActions
                    name={intent.name}
                    onEdit={() => setEditing({ kind: 'edit', intent })}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(intent);
                    }}
                  />
                )}
              />
              <p className="mt-3 text-sm text-slate-400">{intents.data.total} intents</p>
            </div>
          )}
        </div>
        {intents.data && (
          <Pager
            label="Intent pages"
            page={page}
            pageSize={PAGE_SIZE}
            total={intents.data.total}
            onPage={setPage}
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete intent"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {remove.error ? (
          <Alert>{remove.error.message}</Alert>
        ) : (
          'Its example sentences and answers go with it. The assistant stops using it after the next training.'
        )}
      </ConfirmDialog>
    </AdminCard>
  );
}
