import { dataExportFileName } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '@/lib/fetch-file';
import { saveBlob } from '@/lib/save-blob';
import { ACCOUNT_DATA_MESSAGES, toAccountDataError } from '../account-data-errors';

/**
 * GET /api/account/exports/:id: the prepared file, through the API client (signed in: the
 * link itself carries no secret), saved as JSON.
 */
export async function downloadExport(input: { id: string; preparedAt: string | null }) {
  const file = await fetchFile(`/account/exports/${encodeURIComponent(input.id)}`, (error) =>
    toAccountDataError(error, ACCOUNT_DATA_MESSAGES.download),
  );
  saveBlob(file, dataExportFileName(input.preparedAt ?? new Date().toISOString()));
}

/** The page says a failure beside its button. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport, meta: { silent: true } });
}
