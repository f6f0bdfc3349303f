import type { ChatIntentImportBody, ChatIntentImportResult } from '@streamfront/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useExportIntents } from '../api/export-intents';
import { useImportIntents } from '../api/import-intents';

/** Saves `data` as a pretty-printed JSON file through a temporary link. */
function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportIntentsButton() {
  const exporter = useExportIntents();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(undefined, {
          onSuccess: (intents) => {
            downloadJson(intents, `chatbot-intents-${new Date().toISOString().slice(0, 10)}.json`);
            toast.success(`Exported ${intents.length} intents`);
          },
        })
      }
    >
      Export JSON
    </Button>
  );
}

/** The export's list, or an object holding it under `intents`. */
function intentsOf(file: unknown): unknown[] | null {
  if (Array.isArray(file)) return file;
  if (
    typeof file === 'object' &&
    file !== null &&
    Array.isArray((file as { intents?: unknown }).intents)
  )
    return (file as { intents: unknown[] }).intents;
  return null;
}

/** Import a JSON file of intents (the export's format), merging or replacing the set. */
export function ImportIntentsForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const importer = useImportIntents();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [confirmed, setConfirmed] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ChatIntentImportResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFileError(null);
    setResult(null);
    if (!file) return;
    let intents: unknown[] | null;
    try {
      intents = intentsOf(JSON.parse(await file.text()));
    } catch {
      intents = null;
    }
    if (!intents) {
      setFileError('The file is not a JSON list of intents (use a file made by Export).');
      return;
    }
    importer.mutate(
      // The server checks every entry and answers a field map (422) for a bad one.
      { mode, intents: intents as ChatIntentImportBody['intents'] },
      { onSuccess: (answer) => setResult(answer) },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Import intents"
      className="flex flex-col gap-3 rounded-lg border border-night-600 bg-night-800 p-4"
    >
      <h3 className="font-semibold">Import intents</h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-200">
          JSON file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-600 file:px-3 file:py-1.5 file:text-slate-100"
        />
      </div>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium text-slate-200">Mode</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'merge'}
            onChange={() => setMode('merge')}
            className="accent-brand-500"
          />
          Merge: intents with the same name are replaced, the others kept
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'replace'}
            onChange={() => setMode('replace')}
            className="accent-brand-500"
          />
          Replace: the file becomes the whole set
        </label>
      </fieldset>
      {mode === 'replace' && (
        <label className="flex items-center gap-2 text-sm text-amber-200">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="accent-brand-500"
          />
          I understand that intents missing from the file will be deleted
        </label>
      )}
      {fileError && <Alert>{fileError}</Alert>}
      {importer.error && <Alert>{importer.error.message}</Alert>}
      {result && (
        <Alert tone="info">
          Imported: {result.created} created, {result.updated} updated, {result.deleted} deleted (
          {result.total} intents in all). Train the model to use them.
        </Alert>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          loading={importer.isPending}
          disabled={!file || (mode === 'replace' && !confirmed)}
        >
          Import
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
