import { DATA_RIGHTS_MESSAGES, type DataExport } from '@streamfront/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDownloadExport } from '../api/download-export';
import { useExports } from '../api/get-exports';

const accountLink = (
  <Link to="/account" className="font-semibold text-brand-300 underline hover:text-brand-200">
    My account
  </Link>
);

/** What the page says of a download that cannot be had (any more). */
function Unavailable({ found }: { found: DataExport | undefined }) {
  if (found?.state === 'preparing')
    return <Alert tone="info">{DATA_RIGHTS_MESSAGES.exportPreparing}</Alert>;
  return (
    <Alert tone="info">
      {found ? 'This download has expired.' : 'This download was not found.'} Ask for a new copy
      under “Your data” in {accountLink}.
    </Alert>
  );
}

/**
 * The page a ready export's notification and mail link to (`/account/data-export/:id`):
 * signed in, its button fetches the file through the API client and saves it. The address
 * holds the export's id only: no secret, so it may sit in a mail and a browser's history.
 */
export function DataExportDownload({ id }: { id: string }) {
  const exports = useExports();
  const download = useDownloadExport();
  const [saved, setSaved] = useState(false);
  if (exports.isError)
    return <LoadError message={exports.error.message} onRetry={() => void exports.refetch()} />;
  if (exports.isPending) return <Spinner label="Loading your download…" />;
  const found = exports.data.exports.find((row) => row.id === id);
  if (found?.state !== 'ready') return <Unavailable found={found} />;

  const save = () => {
    if (download.isPending) return;
    setSaved(false);
    download.mutate({ id, preparedAt: found.readyAt }, { onSuccess: () => setSaved(true) });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-200">
        Your copy, prepared on {formatDateTime(found.readyAt)}, can be downloaded until{' '}
        {formatDateTime(found.expiresAt)}.
        {found.includeSecrets
          ? ' It holds your subscriptions’ access passwords: keep the file safe.'
          : ''}
      </p>
      <div>
        <Button loading={download.isPending} onClick={save}>
          Download my data (JSON)
        </Button>
      </div>
      {saved && (
        <p role="status" className="text-sm text-emerald-200">
          Your data is saved in your downloads.
        </p>
      )}
      {download.isError && <Alert>{download.error.message}</Alert>}
    </div>
  );
}
