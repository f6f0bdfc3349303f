import type { Renewal } from '@streamfront/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { EditPanel } from '@/components/list/edit-panel';
import { FilterSelect } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useRemindRenewal } from '../api/remind-renewal';
import { useRenewals } from '../api/get-renewals';
import { ExtendForm } from './extend-form';

// The server's default window is 30 days: "all" here means that one.
const WITHIN = [{ value: '7', label: 'Next 7 days' }] as const;

const daysLeft = (days: number) => (days <= 1 ? '1 day left' : `${days} days left`);

const columns: ListColumn<Renewal>[] = [
  {
    id: 'orderNumber',
    header: 'Subscription',
    sortable: true,
    primary: true,
    cell: (row) => (
      <div className="min-w-0">
        <p className="font-semibold">{row.orderNumber}</p>
        <p className="truncate text-sm text-slate-400">
          {row.customer.name} · {row.customer.email}
        </p>
      </div>
    ),
  },
  { id: 'package', header: 'Package', cell: (row) => row.serviceName },
  {
    id: 'expiresAt',
    header: 'Ends',
    sortable: true,
    cell: (row) => (
      <div>
        <p>{formatDate(row.expiresAt)}</p>
        <p className="mt-1">
          <Badge tone={row.daysLeft <= 7 ? 'amber' : 'slate'}>{daysLeft(row.daysLeft)}</Badge>
        </p>
      </div>
    ),
  },
  {
    id: 'renewal',
    header: 'Renewal',
    cell: (row) =>
      row.renewal ? `${row.renewal.orderNumber} (${row.renewal.status})` : 'Not renewed yet',
  },
  {
    id: 'lastRemindedAt',
    header: 'Last reminded',
    cell: (row) => (row.lastRemindedAt ? formatDateTime(row.lastRemindedAt) : 'Never'),
  },
];

/**
 * Admin: running subscriptions that end within 7 or 30 days, with one action to remind the
 * customer and one to give more time. After either, the focus goes back to the row's button,
 * or to the list's heading when the row has left the list (an extension past the window).
 */
export function RenewalsAdmin() {
  const params = useListParams({ filters: ['within'] as const });
  const within = params.filters.within === '7' ? '7' : undefined;
  const list = useRenewals(params.query);
  const remind = useRemindRenewal();
  const [extending, setExtending] = useState<Renewal | null>(null);
  // A new object each time, so the same button can be asked for twice in a row.
  const [focusAfter, setFocus] = useState<{ label: string } | null>(null);
  const setFocusAfter = (label: string) => setFocus({ label });
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Runs once per action, after the list has its new rows (the mutations settle once the
  // list has refetched), never on a later refetch that would steal the focus.
  useLayoutEffect(() => {
    if (!focusAfter) return;
    const button = [...(container.current?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.getAttribute('aria-label') === focusAfter.label,
    );
    (button ?? heading.current)?.focus();
  }, [focusAfter]);

  function sendReminder(row: Renewal) {
    // Not disabled while sending: a disabled button would drop the keyboard focus.
    if (remind.isPending) return;
    remind.mutate(row.id, {
      onSuccess: () => {
        toast.success(`Reminder sent to ${row.customer.name}.`);
        setFocusAfter(`Remind ${row.orderNumber}`);
      },
    });
  }

  return (
    <div ref={container} className="flex flex-col gap-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Subscriptions ending in the next {within ?? '30'} days
      </h2>
      <ListToolbar
        params={params}
        label="Search renewals"
        placeholder="Order number, email or name"
      >
        <div className="w-full sm:w-44">
          <FilterSelect
            label="Ending within"
            value={within}
            options={WITHIN}
            allLabel="Next 30 days"
            onChange={(value) => params.setFilter('within', value)}
          />
        </div>
      </ListToolbar>

      {extending && (
        <EditPanel
          title={`Extend ${extending.orderNumber}`}
          onClose={() => {
            setExtending(null);
            setFocusAfter(`Extend ${extending.orderNumber}`);
          }}
        >
          <ExtendForm
            key={extending.id}
            renewal={extending}
            onExtended={(extended) => {
              toast.success(
                `${extended.orderNumber} now ends on ${formatDate(extended.expiresAt)}.`,
              );
              setExtending(null);
              setFocusAfter(`Extend ${extended.orderNumber}`);
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="Subscriptions ending soon"
        columns={columns}
        rowKey={(row) => row.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No subscription ends soon',
          message: 'Running subscriptions appear here in their last 30 days.',
        }}
        actions={(row) => {
          const sending = remind.isPending && remind.variables === row.id;
          return (
            <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
              <Button
                variant="secondary"
                size="sm"
                aria-busy={sending || undefined}
                onClick={() => sendReminder(row)}
                aria-label={`Remind ${row.orderNumber}`}
              >
                {sending ? 'Sending…' : 'Remind'}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={extending?.id === row.id}
                onClick={() => setExtending(row)}
                aria-label={`Extend ${row.orderNumber}`}
              >
                Extend
              </Button>
            </div>
          );
        }}
      />
    </div>
  );
}
