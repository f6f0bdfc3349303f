import type { ChatIntentImportBody, ChatIntentImportResult } from '@streamfront/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormShell } from '@/components/form/form-shell';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { useExportIntents } from '../api/export-intents';
import { useImportIntents } from '../api/import-intents';

/** Saves `data` as a pretty-printed JSON file. */
function downloadJson(data: unknown, fileName: string) {
  saveBlob(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
    fileName,
  );
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

const NOT_INTENTS = 'The file is not a JSON list of intents (use a file made by Export).';

/** The import form's values: a file, how it applies, and the consent a replace needs. */
const ImportFormSchema = z
  .object({
    file: z
      .custom<FileList>()
      .refine((files) => files instanceof FileList && files.length === 1, 'Choose a JSON file'),
    mode: z.enum(['merge', 'replace']),
    confirmed: z.boolean(),
  })
  .refine((values) => values.mode === 'merge' || values.confirmed, {
    path: ['confirmed'],
    message: 'Tick this to replace the whole set',
  });

/** The intents in a chosen file, or a failure that names the file field. */
async function intentsIn(files: FileList): Promise<ChatIntentImportBody['intents']> {
  let intents: unknown[] | null;
  try {
    intents = intentsOf(JSON.parse(await files[0]!.text()));
  } catch {
    intents = null;
  }
  // The server checks every entry and answers a field map (422) for a bad one.
  if (intents) return intents as ChatIntentImportBody['intents'];
  throw new ApiError({
    status: 422,
    code: 'http',
    message: NOT_INTENTS,
    errors: { file: [NOT_INTENTS] },
  });
}

/** Import a JSON file of intents (the export's format), merging or replacing the set. */
export function ImportIntentsForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const importer = useImportIntents();
  const form = useZodForm(ImportFormSchema, {
    defaultValues: { file: undefined, mode: 'merge', confirmed: false },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const submission = useFormSubmission<
    z.input<typeof ImportFormSchema>,
    z.output<typeof ImportFormSchema>,
    ChatIntentImportResult
  >(form, {
    isPending: importer.isPending,
    mutate: ({ file, mode: how }, callbacks) =>
      intentsIn(file)
        .then((intents) => importer.mutateAsync({ mode: how, intents }))
        .then(callbacks.onSuccess, callbacks.onError),
  });
  const result = submission.result;
  const fileError = form.formState.errors.file?.message;

  return (
    <div className="rounded-lg border border-night-600 bg-night-800 p-4">
      <h3 className="mb-3 font-semibold">Import intents</h3>
      <FormShell
        form={form}
        submission={submission}
        label="Import intents"
        submitLabel="Import"
        secondary={
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        }
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-200">
            JSON file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            {...form.register('file')}
            className="text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-night-600 file:px-3 file:py-1.5 file:text-slate-100"
          />
          {fileError && (
            <p id={`${id}-file-error`} className="text-sm text-red-400">
              {fileError}
            </p>
          )}
        </div>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium text-slate-200">Mode</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="merge"
              {...form.register('mode')}
              className="accent-brand-500"
            />
            Merge: intents with the same name are replaced, the others kept
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="replace"
              {...form.register('mode')}
              className="accent-brand-500"
            />
            Replace: the file becomes the whole set
          </label>
        </fieldset>
        {mode === 'replace' && (
          <label className="flex items-center gap-2 text-sm text-amber-200">
            <input type="checkbox" {...form.register('confirmed')} className="accent-brand-500" />I
            understand that intents missing from the file will be deleted
          </label>
        )}
        {form.formState.errors.confirmed && (
          <p className="text-sm text-red-400">{form.formState.errors.confirmed.message}</p>
        )}
        {result && (
          <Alert tone="info">
            Imported: {result.created} created, {result.updated} updated, {result.deleted} deleted (
            {result.total} intents in all). Train the model to use them.
          </Alert>
        )}
      </FormShell>
    </div>
  );
}
