import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSentNotifications } from '../api/get-sent-notifications';
import { formatDateTime, formatWhen } from '@/lib/format-date';
import { audienceLabel, typeLabel } from '../notification-labels';
import { NotificationIcon } from './notification-icon';
import { LoadError } from '@/components/ui/load-error';

/** Admin: what was sent from the back-office, newest first. */
export function SentNotifications() {
  const sent = useSentNotifications();
  const items = sent.data?.pages.flatMap((page) => page.items) ?? [];

  if (sent.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading sent notifications…" />
      </div>
    );
  }
  if (sent.isError && items.length === 0) {
    return <LoadError message={sent.error.message} onRetry={() => void sent.refetch()} />;
  }
  if (items.length === 0) {
    return <p className="py-6 text-sm text-slate-400">Nothing has been sent yet.</p>;
  }

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Sent notifications" className="divide-y divide-night-700">
        {items.map((item) => (
          <li key={item._id} className="flex items-start gap-3 py-3">
            <NotificationIcon type={item.type} className="mt-0.5" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{item.title}</p>
              <p className="line-clamp-2 text-sm text-slate-400">{item.message}</p>
              <p className="mt-1 text-xs text-slate-400">
                {typeLabel(item.type)} · {audienceLabel(item.audience)}
                {item.recipient && ` (${item.recipient.name || item.recipient.email})`}
                {item.package && ` (${item.package.name})`} · {item.recipientsCount} recipient
                {item.recipientsCount === 1 ? '' : 's'}
                {item.sender && ` · by ${item.sender.name || item.sender.email}`} ·{' '}
                <span title={formatDateTime(item.createdAt)}>{formatWhen(item.createdAt)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {sent.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          loading={sent.isFetchingNextPage}
          onClick={() => void sent.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
