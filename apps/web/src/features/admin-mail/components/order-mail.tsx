import { MAIL_STATE_LABELS, MAIL_TEMPLATE_LABELS } from '@streamfront/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ListError, ListSkeleton } from '@/components/list/list-states';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useMailLog } from '../api/get-mail-log';
import { MAIL_STATE_TONES, mailMessagePath } from './mail-state';

/**
 * The mail one order caused (placed, paid, active, reminders, …) and where each stands, for
 * the order's panel; each opens in the mail log. `orderVersion` is the order's `updatedAt`:
 * a status change queues its mail in the same transaction, so the list is read again then.
 */
export function OrderMail({ orderId, orderVersion }: { orderId: string; orderVersion: string }) {
  const mail = useMailLog({ orderId, page: 1, pageSize: 50 });
  const { refetch } = mail;
  const seen = useRef(orderVersion);
  useEffect(() => {
    if (seen.current === orderVersion) return;
    seen.current = orderVersion;
    void refetch();
  }, [orderVersion, refetch]);

  return (
    <section aria-labelledby={`order-mail-${orderId}`}>
      <h3 id={`order-mail-${orderId}`} className="mb-2 font-semibold">
        Mail
      </h3>
      {mail.data ? (
        mail.data.data.length === 0 ? (
          <p className="text-slate-300">No mail for this order yet.</p>
        ) : (
          <ul aria-label="Mail of this order" className="flex flex-col gap-3">
            {mail.data.data.map((message) => (
              <li
                key={message.id}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border border-night-700 p-3"
              >
                <div className="min-w-0">
                  <Link
                    to={mailMessagePath(message.id)}
                    className="font-medium break-words text-brand-300 underline hover:text-brand-200"
                  >
                    {MAIL_TEMPLATE_LABELS[message.template]}
                    {/* Two reminders of one order differ by their date. */}
                    <span className="sr-only">
                      , {formatDateTime(message.sentAt ?? message.createdAt)}
                    </span>
                  </Link>
                  <p className="text-sm break-words text-slate-400">
                    {message.subject} · to {message.to}
                  </p>
                  <p className="text-sm text-slate-400">
                    {formatDateTime(message.sentAt ?? message.createdAt)}
                  </p>
                </div>
                <StatusBadge
                  status={message.state}
                  labels={MAIL_STATE_LABELS}
                  tones={MAIL_STATE_TONES}
                />
              </li>
            ))}
          </ul>
        )
      ) : mail.error ? (
        <ListError message={mail.error.message} onRetry={() => void mail.refetch()} />
      ) : (
        <ListSkeleton rows={2} label="Loading the order's mail…" />
      )}
    </section>
  );
}
