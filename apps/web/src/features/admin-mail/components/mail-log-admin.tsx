import { MAIL_STATE_LABELS, MAIL_TEMPLATE_LABELS, type MailMessage } from '@streamfront/contract';
import { useRef } from 'react';
import type { ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { RecordReviewPage } from '@/components/list/record-review-page';
import { useListParams } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useMailLog } from '../api/get-mail-log';
import { MailMessageDetail } from './mail-message-detail';
import { MAIL_STATE_TONES } from './mail-state';

const columns: ListColumn<MailMessage>[] = [
  {
    id: 'subject',
    header: 'Message',
    primary: true,
    cell: (message) => (
      <div className="min-w-0">
        <p className="font-semibold break-words">{message.subject}</p>
        <p className="text-sm break-words text-slate-400">To {message.to}</p>
        {message.lastError && message.state !== 'sent' && (
          <p className="mt-1 text-sm break-words text-red-300">Last error: {message.lastError}</p>
        )}
      </div>
    ),
  },
  {
    id: 'template',
    header: 'Template',
    cell: (message) => MAIL_TEMPLATE_LABELS[message.template],
  },
  {
    id: 'state',
    header: 'State',
    cell: (message) => (
      <div className="flex flex-col items-start gap-1">
        <StatusBadge status={message.state} labels={MAIL_STATE_LABELS} tones={MAIL_STATE_TONES} />
        <span className="text-sm whitespace-nowrap text-slate-400">
          {message.attempts === 1 ? '1 try' : `${message.attempts} tries`}
        </span>
      </div>
    ),
  },
  {
    id: 'createdAt',
    header: 'Written',
    sortable: true,
    cell: (message) => formatDateTime(message.createdAt),
  },
  {
    id: 'sentAt',
    header: 'Sent',
    sortable: true,
    cell: (message) => (message.sentAt ? formatDateTime(message.sentAt) : '—'),
  },
];

const filters = [
  {
    name: 'state',
    label: 'State',
    options: labelOptions(MAIL_STATE_LABELS),
    allLabel: 'All states',
    width: 'sm:w-44',
  },
  {
    name: 'template',
    label: 'Template',
    options: labelOptions(MAIL_TEMPLATE_LABELS),
    allLabel: 'All templates',
    width: 'sm:w-52',
  },
] as const;

/**
 * Admin: every message the product wrote, with its state and tries; search by recipient or
 * subject, filter by state and template (the "a mail could not be sent" notice opens the
 * given-up ones), open one to read it as it was sent, and send a failed one again.
 */
export function MailLogAdmin() {
  // `orderId` has no control of its own: an order's mail list links here with it.
  const params = useListParams({ filters: ['state', 'template', 'orderId'] as const });
  const root = useRef<HTMLDivElement>(null);

  function showAll() {
    params.setFilter('orderId', undefined);
    // The button goes with the note: the focus goes on to the search, at the list's top.
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>('input[type="search"]')?.focus(),
    );
  }

  return (
    <div ref={root}>
      <RecordReviewPage
        params={params}
        list={useMailLog(params.query)}
        search={{ label: 'Search the mail log', placeholder: 'Recipient or subject' }}
        filters={filters}
        tools={
          params.filters.orderId && (
            <div className="flex items-center gap-3 text-sm text-slate-300">
              <span>Only the mail of one order.</span>
              <Button variant="ghost" size="sm" onClick={showAll}>
                Show all mail
              </Button>
            </div>
          )
        }
        recordParam="message"
        placement="above"
        detail={(id, close) => <MailMessageDetail id={id} onClose={close} />}
        caption="Mail log"
        newItems={{ one: 'new message', other: 'new messages' }}
        columns={columns}
        rowKey={(message) => message.id}
        empty={{
          title: 'No mail yet',
          message: 'Every message the site sends (orders, reminders, replies) appears here.',
        }}
        openLabel={(message) => `Open the message "${message.subject}" to ${message.to}`}
      />
    </div>
  );
}
