import type { ChatIntent } from '@streamfront/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
      <span className={intent.enabled ? 'text-green-300' : 'text-slate-500'}>
        {intent.enabled ? 'On' : 'Off'}
      </span>
    </label>
  );
}

function IntentActions({ intent, onEdit }: { intent: ChatIntent; onEdit: () => void }) {
  const remove = useDeleteIntent();
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2 text-sm">
        <span className="whitespace-normal">Delete “{intent.name}”?</span>
        <Button
          variant="danger"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(intent.id)}
        >
          Delete
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </span>
    );
  }
  return (
    <span className="inline-flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${intent.name}`}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${intent.name}`}
      >
        Delete
      </Button>
    </span>
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
  const q = useDebounced(search, 300);
  const intents = useIntents({
    page,
    pageSize: PAGE_SIZE,
    q,
    ...(filter === 'all' ? {} : { enabled: filter === 'enabled' }),
  });

  return (
    <AdminCard
      title="Intents"
      titleId="chatbot-intents-title"
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
          <IntentForm
            key={editing.kind === 'edit' ? editing.intent.id : 'new'}
            intent={editing.kind === 'edit' ? editing.intent : undefined}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
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
                <IntentActions
                  intent={intent}
                  onEdit={() => setEditing({ kind: 'edit', intent })}
                />
              )}
            />
            <p className="mt-3 text-sm text-slate-400">{intents.data.total} intents</p>
          </div>
        )}
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
    </AdminCard>
  );
}
