import type { ReactNode } from 'react';
import { EditPanel } from './edit-panel';
import { ListError, ListSkeleton } from './list-states';

/** What RecordPanel reads of a record's query (TanStack Query's `useQuery` result). */
interface RecordQuery<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A record opened from a list (a question, a VOD title, a reported channel): the list kit's
 * panel with the record's loading, failure-and-retry and loaded states, so each desk only
 * says how the loaded record reads.
 */
export function RecordPanel<T>({
  record,
  title,
  loadingLabel,
  onClose,
  children,
}: {
  record: RecordQuery<T>;
  /** The panel's heading: the record's name once loaded, a general word before. */
  title: string;
  loadingLabel: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <EditPanel title={title} onClose={onClose}>
      {record.data !== undefined ? (
        children(record.data)
      ) : record.error ? (
        <ListError message={record.error.message} onRetry={() => void record.refetch()} />
      ) : (
        <ListSkeleton label={loadingLabel} />
      )}
    </EditPanel>
  );
}
