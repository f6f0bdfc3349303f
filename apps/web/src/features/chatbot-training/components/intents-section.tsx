import type { ChatIntent } from '@streamfront/contract';
import { useState } from 'react';
import type { ListColumn } from '@/components/list/data-list';
import { EditableListPage } from '@/components/list/editable-list-page';
import { useListParams } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { useDeleteIntent } from '../api/delete-intent';
import { useIntents } from '../api/get-intents';
import { useSetIntentEnabled } from '../api/update-intent';
import { AdminCard } from './admin-card';
import { ExportIntentsButton, ImportIntentsForm } from './import-export';
import { IntentForm } from './intent-form';

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

const columns: ListColumn<ChatIntent>[] = [
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

const ENABLED = [
  { value: 'true', label: 'Enabled only' },
  { value: 'false', label: 'Disabled only' },
];

/** Intents: search, add, edit, delete, enable/disable, import and export; its place in the URL. */
export function IntentsSection() {
  const params = useListParams({ filters: ['enabled'] as const, prefix: 'intents.' });
  const [importing, setImporting] = useState(false);
  return (
    <AdminCard
      title="Intents"
      titleId="chatbot-intents-title"
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={() => setImporting((open) => !open)}>
            Import JSON
          </Button>
          <ExportIntentsButton />
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {importing && <ImportIntentsForm onClose={() => setImporting(false)} />}
        <EditableListPage
          params={params}
          list={useIntents(params.query)}
          search={{ label: 'Search intents', placeholder: 'Name, example sentence or answer' }}
          filters={[{ name: 'enabled', label: 'Show', options: ENABLED, allLabel: 'All intents' }]}
          newLabel="Add intent"
          caption="Intents"
          columns={columns}
          rowKey={(intent) => intent.id}
          rowName={(intent) => intent.name}
          empty={{ title: 'No intents yet', message: 'Add the first one with “Add intent”.' }}
          editor={{
            title: (intent) => (intent ? `Edit “${intent.name}”` : 'New intent'),
            form: (intent, onSaved) => <IntentForm intent={intent} onSaved={onSaved} />,
            saved: (saved, created) => `“${saved.name}” ${created ? 'created' : 'saved'}.`,
          }}
          remove={{
            mutation: useDeleteIntent(),
            title: (intent) => `Delete “${intent.name}”?`,
            confirmLabel: 'Delete intent',
            message: () =>
              'Its example sentences and answers go with it. The assistant stops using it after the next training.',
            deleted: (intent) => `“${intent.name}” deleted.`,
          }}
        />
      </div>
    </AdminCard>
  );
}
