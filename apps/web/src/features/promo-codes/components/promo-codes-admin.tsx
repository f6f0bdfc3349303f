import { formatMoney, type PromoCode } from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { EditDeleteActions } from '@/components/list/edit-delete-actions';
import { EditPanel } from '@/components/list/edit-panel';
import { ListFilter } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCalendarDay } from '@/lib/format-date';
import { useDeletePromoCode } from '../api/delete-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeForm } from './promo-code-form';

const ACTIVE = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

// A promo code's days are calendar days, kept as the UTC instants of their edges.
const day = (iso: string | null) => formatCalendarDay(iso?.slice(0, 10));

const columns: ListColumn<PromoCode>[] = [
  {
    id: 'code',
    header: 'Code',
    sortable: true,
    primary: true,
    cell: (code) => (
      <div className="min-w-0">
        <p className="truncate font-semibold">{code.code}</p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={code.active ? 'green' : 'slate'}>
            {code.active ? 'Active' : 'Inactive'}
          </Badge>
          {code.serviceIds.length > 0 && (
            <Badge tone="brand">
              {code.serviceIds.length} {code.serviceIds.length === 1 ? 'package' : 'packages'}
            </Badge>
          )}
        </p>
      </div>
    ),
  },
  {
    id: 'discount',
    header: 'Discount',
    // Fixed amounts are in the shop's currency (packages default to USD).
    cell: (code) =>
      code.discountType === 'percent'
        ? `${code.discountValue}% off`
        : `${formatMoney(code.discountValue, 'USD')} off`,
  },
  {
    id: 'uses',
    header: 'Uses',
    sortable: true,
    cell: (code) => (code.maxUses === null ? `${code.uses}` : `${code.uses} / ${code.maxUses}`),
  },
  { id: 'revenue', header: 'Revenue', cell: (code) => formatMoney(code.revenue, 'USD') },
  { id: 'validUntil', header: 'Valid until', sortable: true, cell: (code) => day(code.validUntil) },
];

type Editing = { mode: 'create' } | { mode: 'edit'; code: PromoCode } | null;

/** Admin: every promo code, with search, filter, sort, paging, create, edit and delete. */
export function PromoCodesAdmin() {
  const params = useListParams({ filters: ['active'] as const });
  const list = usePromoCodes(params.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const remove = useDeletePromoCode();
  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search promo codes" placeholder="Code">
        <ListFilter
          params={params}
          name="active"
          label="State"
          options={ACTIVE}
          allLabel="All codes"
        />
        <Button className="sm:ml-auto" onClick={() => setEditing({ mode: 'create' })}>
          New promo code
        </Button>
      </ListToolbar>

      {editing && (
        <EditPanel
          title={editing.mode === 'edit' ? `Edit ${editing.code.code}` : 'New promo code'}
          onClose={() => setEditing(null)}
        >
          <PromoCodeForm
            key={editing.mode === 'edit' ? editing.code.id : 'new'}
            code={editing.mode === 'edit' ? editing.code : undefined}
            onSaved={(saved) => {
              toast.success(
                editing.mode === 'edit' ? `“${saved.code}” saved.` : `“${saved.code}” created.`,
              );
              setEditing(null);
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="Promo codes"
        columns={columns}
        rowKey={(code) => code.id}
        params={params}
        {...listQueryState(list)}
        empty={{
          title: 'No promo codes yet',
          message: 'Create the first one with “New promo code”.',
        }}
        actions={(code) => (
          <EditDeleteActions
            name={code.code}
            onEdit={() => setEditing({ mode: 'edit', code })}
            onDelete={() => setDeleting(code)}
          />
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.code ?? ''}”?`}
        confirmLabel="Delete promo code"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`“${deleting.code}” deleted.`),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        Customers can no longer use it. Orders already placed with it keep their discount; to stop
        it for a while, untick Active instead.
      </ConfirmDialog>
    </div>
  );
}
