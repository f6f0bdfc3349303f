import { TRIAL_STATUS_LABELS, type AdminTrial } from '@streamfront/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { labelOptions } from '@/components/list/label-options';
import { listQueryState } from '@/components/list/list-query-state';
import { DeclaredToolbar, type FilterDeclaration } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { useTrials } from '../api/get-trials';
import { useRevokeTrial } from '../api/revoke-trial';
import { TRIAL_STATUS_TONES, canRevoke, trialName } from './trial-status';

const orderLinkId = (trial: AdminTrial) => `trial-order-${trial.id}`;
const revokeId = (trial: AdminTrial) => `trial-revoke-${trial.id}`;

const columns: ListColumn<AdminTrial>[] = [
  {
    id: 'customer',
    header: 'Customer',
    primary: true,
    cell: (trial) => (
      <div className="min-w-0">
        <p className="truncate font-semibold">{trial.customer.name}</p>
        <p className="truncate text-sm text-slate-400">{trial.customer.email}</p>
      </div>
    ),
  },
  { id: 'package', header: 'Package', cell: (trial) => trial.serviceName },
  {
    id: 'order',
    header: 'Order',
    className: 'whitespace-nowrap',
    cell: (trial) => (
      // The orders page opens the order named by its `order` parameter.
      <Link
        id={orderLinkId(trial)}
        to={`/admin/orders?order=${encodeURIComponent(trial.orderId)}`}
        className="font-semibold text-brand-300 underline hover:text-brand-200"
      >
        {trial.orderNumber}
      </Link>
    ),
  },
  {
    id: 'startsAt',
    header: 'Started',
    sortable: true,
    cell: (trial) => formatDateTime(trial.startsAt),
  },
  {
    id: 'endsAt',
    header: 'Ends',
    sortable: true,
    cell: (trial) => formatDateTime(trial.endsAt),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (trial) => (
      <StatusBadge status={trial.status} labels={TRIAL_STATUS_LABELS} tones={TRIAL_STATUS_TONES} />
    ),
  },
  {
    id: 'converted',
    header: 'Converted',
    cell: (trial) => (trial.converted ? <Badge tone="green">Yes</Badge> : 'No'),
  },
];

const filters: readonly FilterDeclaration<'status' | 'converted'>[] = [
  {
    name: 'status',
    label: 'Status',
    options: labelOptions(TRIAL_STATUS_LABELS),
    allLabel: 'All statuses',
  },
  {
    name: 'converted',
    label: 'Converted',
    options: [
      { value: 'true', label: 'Converted' },
      { value: 'false', label: 'Not converted' },
    ],
    allLabel: 'Converted or not',
  },
];

/**
 * Every free trial: who took it, of which package, until when, and whether they paid after
 * (converted). A running trial can be revoked (asked first): its access ends at once.
 */
export function TrialsList() {
  const params = useListParams({ filters: ['status', 'converted'] as const });
  const list = useTrials(params.query);
  const revoke = useRevokeTrial();
  const [revoking, setRevoking] = useState<AdminTrial | null>(null);
  // After a revoke the row stays (unless a filter hides it now) but loses its Revoke button:
  // the focus goes to its order link, set once the list shows the trial revoked. A revoke
  // that failed leaves the button, which keeps the focus.
  const [focusAfter, setFocusAfter] = useState<{ trial: AdminTrial } | null>(null);
  const container = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!focusAfter) return;
    const target =
      document.getElementById(revokeId(focusAfter.trial)) ??
      document.getElementById(orderLinkId(focusAfter.trial));
    if (target && container.current?.contains(target)) target.focus();
  }, [focusAfter]);

  function confirmRevoke(trial: AdminTrial) {
    if (revoke.isPending) return;
    revoke.mutate(trial.id, {
      onSuccess: (revoked) =>
        toast.success(`The trial ${revoked.orderNumber} of ${revoked.customer.name} is revoked.`),
      onSettled: () => {
        setRevoking(null);
        setFocusAfter({ trial });
      },
    });
  }

  return (
    <section ref={container} aria-labelledby="trials-list-title" className="flex flex-col gap-4">
      <h2 id="trials-list-title" className="text-lg font-semibold">
        All trials
      </h2>
      <DeclaredToolbar
        params={params}
        search={{ label: 'Search trials', placeholder: 'Email, name or order number' }}
        filters={filters}
      />
      <DataList
        caption="Trials"
        columns={columns}
        rowKey={(trial) => trial.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No trials yet',
          message: 'Trials appear here once customers take one from a package with a free trial.',
        }}
        actions={(trial) =>
          canRevoke(trial) ? (
            <Button
              id={revokeId(trial)}
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={`Revoke ${trialName(trial)}`}
              onClick={() => setRevoking(trial)}
            >
              Revoke
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this free trial?"
        confirmLabel="Revoke trial"
        cancelLabel="Keep it"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && confirmRevoke(revoking)}
      >
        {revoking && (
          <>
            {revoking.customer.name} ({revoking.customer.email}) loses access to{' '}
            {revoking.serviceName} now: the trial {revoking.orderNumber} ends at once and cannot be
            started again. They are told, and the trial still counts as used.
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
