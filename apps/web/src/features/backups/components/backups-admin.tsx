import { BACKUP_MESSAGES, type Backup, type BackupsOverview } from '@streamfront/contract';
import toast from 'react-hot-toast';
import { ListEmpty, ListSkeleton } from '@/components/list/list-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { useBackUpNow } from '../api/back-up-now';
import { useBackups } from '../api/get-backups';

/** "5.3 MB", "840 kB", in the viewer's own way of writing numbers. */
export function formatSize(bytes: number): string {
  const [unit, size] =
    bytes >= 1024 * 1024 ? (['megabyte', 1024 * 1024] as const) : (['kilobyte', 1024] as const);
  return new Intl.NumberFormat(undefined, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(bytes / size);
}

/** BACKUP_EVERY in words. */
function scheduleOf(everyHours: number | null): string {
  if (everyHours === null) return 'Scheduled backups are off (BACKUP_EVERY=off).';
  if (everyHours === 1) return 'A backup is taken every hour.';
  if (everyHours === 24) return 'A backup is taken every day.';
  if (everyHours === 168) return 'A backup is taken every week.';
  return `A backup is taken every ${everyHours} hours.`;
}

const columns: TableColumn<Backup>[] = [
  {
    id: 'name',
    header: 'File',
    primary: true,
    cell: (backup) => <span className="break-all font-mono text-sm">{backup.name}</span>,
  },
  { id: 'createdAt', header: 'Taken', cell: (backup) => formatDateTime(backup.createdAt) },
  { id: 'size', header: 'Size', cell: (backup) => formatSize(backup.size) },
];

function OnPostgres() {
  return (
    <p className="text-sm text-slate-300">
      This server runs on PostgreSQL, which it does not back up itself: back it up with{' '}
      <code>pg_dump</code> and restore with <code>pg_restore</code>, as the README’s “Operating”
      section shows.
    </p>
  );
}

function Embedded({ overview }: { overview: BackupsOverview }) {
  const backUp = useBackUpNow();
  const takeOne = () =>
    backUp.mutate(undefined, {
      onSuccess: (backup) => toast.success(BACKUP_MESSAGES.taken(backup.name)),
    });
  const { lastFailure } = overview;
  return (
    <>
      <div className="flex flex-col gap-2 text-sm text-slate-300">
        <p>
          {scheduleOf(overview.everyHours)} The newest {overview.keep} are kept in{' '}
          <code className="break-all">{overview.folder}</code>.
        </p>
        <p>
          Each backup holds every customer’s data and the secrets that read it: keep copies
          somewhere else, as safe as the data itself. <code>npm run restore -- FILE</code> restores
          one into an empty data folder.
        </p>
      </div>
      {lastFailure && (
        <Alert>
          The last backup failed ({formatDateTime(lastFailure.at)}): {lastFailure.message}
        </Alert>
      )}
      <div>
        <Button loading={backUp.isPending} onClick={takeOne}>
          Back up now
        </Button>
      </div>
      {overview.backups.length === 0 ? (
        <ListEmpty
          title="No backups yet"
          message={
            overview.everyHours === null
              ? 'Take one now: none are taken on a schedule.'
              : 'The first is taken soon after the server starts, or take one now.'
          }
        />
      ) : (
        <ResponsiveTable
          caption="Backups, newest first"
          columns={columns}
          rows={overview.backups}
          rowKey={(backup) => backup.name}
        />
      )}
    </>
  );
}

/**
 * Settings → Backups: the embedded database's backups with their times and sizes, "Back up
 * now", and the last failure while it stands. On PostgreSQL, where pg_dump makes the backups,
 * it says so.
 */
export function BackupsAdmin() {
  const backups = useBackups();
  if (backups.data) {
    return backups.data.database === 'postgres' ? (
      <OnPostgres />
    ) : (
      <Embedded overview={backups.data} />
    );
  }
  if (backups.isError) {
    return <LoadError message={backups.error.message} onRetry={() => void backups.refetch()} />;
  }
  return <ListSkeleton rows={3} label="Loading the backups…" />;
}
