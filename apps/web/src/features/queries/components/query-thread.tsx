import type { QueryMessage } from '@streamfront/contract';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';

/**
 * The conversation with the customer: their first message, then every reply and answer in
 * order. `viewer` says whose side reads as "you", so the customer and the admin each see
 * their own messages on the right.
 */
export function QueryThread({
  first,
  messages,
  viewer,
}: {
  first: { name: string; body: string; createdAt: string };
  messages: readonly QueryMessage[];
  viewer: 'customer' | 'admin';
}) {
  const all = [
    { id: 'first', author: 'customer' as const, authorName: first.name, ...first },
    ...messages,
  ];
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {all.map((message) => {
        const own = message.author === viewer;
        return (
          <li
            key={message.id}
            className={cn(
              'max-w-[92%] rounded-lg border px-3 py-2',
              own
                ? 'self-end border-brand-500/40 bg-brand-600/10'
                : 'self-start border-night-700 bg-night-950',
            )}
          >
            <p className="text-sm text-slate-300">
              <span className="font-semibold text-white">
                {message.author === 'admin' && viewer === 'customer'
                  ? `${message.authorName} (support team)`
                  : message.authorName}
              </span>{' '}
              · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-100">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
