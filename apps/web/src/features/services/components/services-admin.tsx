import { formatMoney, formatPeriod, trialLength, type Service } from '@streamfront/contract';
import toast from 'react-hot-toast';
import type { ListColumn } from '@/components/list/data-list';
import { EditableListPage, VISIBILITY_OPTIONS } from '@/components/list/editable-list-page';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/get-admin-services';
import { useMoveService } from '../api/move-service';
import { useUpdateService } from '../api/update-service';
import { ServiceForm } from './service-form';

const columns: ListColumn<Service>[] = [
  {
    id: 'name',
    header: 'Package',
    sortable: true,
    primary: true,
    cell: (service) => (
      <div className="min-w-0">
        <p className="truncate font-semibold">{service.name}</p>
        <p className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={service.active ? 'green' : 'slate'}>
            {service.active ? 'Shown' : 'Hidden'}
          </Badge>
          {service.popular && <Badge tone="brand">Popular</Badge>}
          {service.trialHours > 0 && (
            <Badge tone="brand">Free trial: {trialLength(service.trialHours)}</Badge>
          )}
        </p>
      </div>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    cell: (service) => formatMoney(service.price, service.currency),
  },
  {
    id: 'periodMonths',
    header: 'Period',
    sortable: true,
    cell: (service) => `per ${formatPeriod(service.periodMonths)}`,
  },
  {
    id: 'sortOrder',
    header: 'Order',
    sortable: true,
    cell: (service) => service.sortOrder,
  },
];

/** Admin: every package, with search, filter, sort, paging and its actions. */
export function ServicesAdmin() {
  const params = useListParams({ filters: ['active'] as const });
  const update = useUpdateService();
  const remove = useDeleteService();
  const move = useMoveService();
  function toggle(
    service: Service,
    patch: Partial<Pick<Service, 'active' | 'popular'>>,
    done: string,
  ) {
    update.mutate({ id: service.id, body: patch }, { onSuccess: () => toast.success(done) });
  }
  const busy = update.isPending || move.isPending;

  return (
    <EditableListPage
      params={params}
      list={useAdminServices(params.query)}
      search={{ label: 'Search packages', placeholder: 'Name or description' }}
      filters={[
        {
          name: 'active',
          label: 'Visibility',
          options: VISIBILITY_OPTIONS,
          allLabel: 'All packages',
        },
      ]}
      newLabel="New package"
      caption="Packages"
      columns={columns}
      rowKey={(service) => service.id}
      rowName={(service) => service.name}
      empty={{ title: 'No packages yet', message: 'Create the first one with “New package”.' }}
      editor={{
        title: (service) => (service ? `Edit ${service.name}` : 'New package'),
        form: (service, onSaved) => <ServiceForm service={service} onSaved={onSaved} />,
        saved: (saved, created) => `“${saved.name}” ${created ? 'created' : 'saved'}.`,
      }}
      rowActions={(service) => (
        <>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() =>
              toggle(
                service,
                { active: !service.active },
                service.active ? `“${service.name}” is hidden.` : `“${service.name}” is shown.`,
              )
            }
            aria-label={`${service.active ? 'Hide' : 'Show'} ${service.name}`}
          >
            {service.active ? 'Hide' : 'Show'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-pressed={service.popular}
            onClick={() =>
              toggle(
                service,
                { popular: !service.popular },
                service.popular
                  ? `“${service.name}” is no longer marked popular.`
                  : `“${service.name}” is marked popular.`,
              )
            }
            aria-label={`Popular: ${service.name}`}
          >
            Popular
          </Button>
        </>
      )}
      reorder={{
        // Reordering is by display order: offered only when the list is shown in it, unfiltered.
        allowed: !params.narrowed && (params.sort === undefined || params.sort.id === 'sortOrder'),
        busy,
        move: (service, direction) => move.mutate({ id: service.id, direction }),
      }}
      remove={{
        mutation: remove,
        title: (service) => `Delete “${service.name}”?`,
        confirmLabel: 'Delete package',
        message: () =>
          'The package leaves the catalogue and this list. This cannot be undone; to take it off sale for a while, hide it instead.',
        deleted: (service) => `“${service.name}” deleted.`,
      }}
    />
  );
}
