import { DATA_RIGHTS_MESSAGES, dataExportPath, type DataExport } from '@streamfront/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SuccessPanel } from '@/components/ui/success-panel';
import { formatDateTime } from '@/lib/format-date';
import { useExports } from '../api/get-exports';
import { useRequestExport } from '../api/request-export';

/** Where the latest download stands, in a sentence (with its link once it is ready). */
function LatestExport({ latest }: { latest: DataExport }) {
  if (latest.state === 'preparing')
    return <p>Your copy asked for on {formatDateTime(latest.requestedAt)} is being prepared.</p>;
  if (latest.state === 'ready')
    return (
      <p>
        Your copy is ready until {formatDateTime(latest.expiresAt)}:{' '}
        <Link
          to={dataExportPath(latest.id)}
          className="font-semibold text-brand-300 underline hover:text-brand-200"
        >
          go to the download
        </Link>
        .
      </p>
    );
  return <p>Your last copy, of {formatDateTime(latest.readyAt)}, has expired.</p>;
}

/**
 * "Download my data": asks the server for a copy of everything it holds about the person,
 * whose link then arrives by notification and mail. Once a day; the access passwords go in
 * only when ticked.
 */
export function DownloadMyData() {
  const id = useId();
  const exports = useExports();
  const request = useRequestExport();
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const latest = exports.data?.exports[0];
  const nextRequestAt = exports.data?.nextRequestAt ?? null;

  const ask = () => {
    if (request.isPending) return;
    request.mutate({ includeSecrets });
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-white">Download my data</h3>
      <p className="text-sm text-slate-300">
        A copy of everything we hold about you, as one JSON file: your profile, orders and invoice
        numbers, subscriptions, questions and our replies, chat conversations, notifications, the
        emails we sent you and your email choices. We prepare it and send you a link by notification
        and email; the download works for 24 hours, signed in. You can ask once a day.
      </p>
      {/* One element whatever the state: what follows keeps its place (and the ticked box). */}
      <div className="flex flex-col gap-1 text-sm text-slate-200">
        {exports.isError ? (
          <LoadError message={exports.error.message} onRetry={() => void exports.refetch()} />
        ) : exports.isPending ? (
          <Spinner label="Loading your downloads…" />
        ) : (
          <>
            {latest && <LatestExport latest={latest} />}
            {nextRequestAt && (
              <p>You can ask for a new copy after {formatDateTime(nextRequestAt)}.</p>
            )}
          </>
        )}
      </div>
      {request.isSuccess && (
        <SuccessPanel title="We are preparing your data">
          {DATA_RIGHTS_MESSAGES.exportQueued}
        </SuccessPanel>
      )}
      {request.isError && <Alert>{request.error.message}</Alert>}
      {!nextRequestAt && (
        <div className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-secrets`}
              type="checkbox"
              checked={includeSecrets}
              onChange={(event) => setIncludeSecrets(event.target.checked)}
              aria-describedby={`${id}-secrets-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
            />
            <div>
              <label htmlFor={`${id}-secrets`} className="font-medium text-slate-100">
                Include my subscriptions’ access passwords
              </label>
              <p id={`${id}-secrets-hint`} className="text-sm text-slate-400">
                Only if you need them: anyone who opens the file can read them.
              </p>
            </div>
          </div>
          <div>
            <Button
              variant="secondary"
              loading={request.isPending}
              onClick={ask}
              disabled={exports.isPending}
            >
              Download my data
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
