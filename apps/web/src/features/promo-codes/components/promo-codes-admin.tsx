import { formatMoney, type PromoCode } from '@streamfront/contract';
import type { ListColumn } from '@/components/list/data-list';
import { EditableListPage } from '@/components/list/editable-list-page';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
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

/** Admin: every promo code, with search, filter, sort, paging, create, edit and delete. */
export function PromoCodesAdmin() {
  const params = useListParams({ filters: ['active'] as const });
  return (
    <EditableListPage
      params={params}
      list={usePromoCodes(params.query)}
      search={{ label: 'Search promo codes', placeholder: 'Code' }}
      filters={[{ name: 'active', label: 'State', options: ACTIVE, allLabel: 'All codes' }]}
      newLabel="New promo code"
      caption="Promo codes"
      columns={columns}
      rowKey={(code) => code.id}
      rowName={(code) => code.code}
      empty={{
        title: 'No promo codes yet',
        message: 'Create the first one with “New promo code”.',
      }}
      editor={{
        title: (code) => (code ? `Edit ${code.code}` : 'New promo code'),
        form: (code, onSaved) => <PromoCodeForm code={code} onSaved={onSaved} />,
        saved: (saved, created) => `“${saved.code}” ${created ? 'created' : 'saved'}.`,
      }}
      remove={{
        mutation: useDeletePromoCode(),
        title: (code) => `Delete “${code.code}”?`,
        confirmLabel: 'Delete promo code',
        message: () =>
          'Customers can no longer use it. Orders already placed with it keep their discount; to stop it for a while, untick Active instead.',
        deleted: (code) => `“${code.code}” deleted.`,
      }}
    />
  );
}
