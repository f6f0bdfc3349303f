import { formatMoney, formatPeriod, type Service } from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { listQueryState } from '@/components/list/list-query-state';
import { EditPanel } from '@/components/list/edit-panel';
import { ListFilter } from '@/components/list/filter-select';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/get-admin-services';
import { useMoveService } from '../api/move-service';
import { useUpdateService } from '../api/update-service';
import { ServiceForm } from './service-form';

const VISIBILITY = [
  { value: 'true', label: 'Shown' },
  { value: 'false', label: 'Hidden' },
] as const;

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

type Editing = { mode: 'create' } | { mode: 'edit'; service: Service } | null;

/** Admin: every package, with search, filter, sort, paging and its actions. */
export function ServicesAdmin() {
  const params = useListParams({ filters: ['active'] as const });
  const list = useAdminServices(params.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
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

  // Reordering is by display order: offered only when the list is shown in it, unfiltered.
  const canReorder =
    !params.narrowed && (params.sort === undefined || params.sort.id === 'sortOrder');
  const busy = update.isPending || move.isPending;

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search packages" placeholder="Name or description">
        <ListFilter
          params={params}
          name="active"
          label="Visibility"
          options={VISIBILITY}
          allLabel="All packages"
        />
        <Button className="sm:ml-auto" onClick={() => setEditing({ mode: 'create' })}>
          New package
        </Button>
      </ListToolbar>

      {editing && (
        <EditPanel
          title={editing.mode === 'edit' ? `Edit ${editing.service.name}` : 'New package'}
          onClose={() => setEditing(null)}
        >
          <ServiceForm
            key={editing.mode === 'edit' ? editing.service.id : 'new'}
            service={editing.mode === 'edit' ? editing.service : undefined}
            onSaved={(saved) => {
              toast.success(
                editing.mode === 'edit' ? `“${saved.name}” saved.` : `“${saved.name}” created.`,
              );
              setEditing(null);
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="Packages"
        columns={columns}
        rowKey={(service) => service.id}
        params={params}
        {...listQueryState(list)}
        empty={{ title: 'No packages yet', message: 'Create the first one with “New package”.' }}
        actions={(service) => (
          <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ mode: 'edit', service })}
              aria-label={`Edit ${service.name}`}
            >
              Edit
            </Button>
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
            {canReorder && (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => move.mutate({ id: service.id, direction: 'up' })}
                  aria-label={`Move ${service.name} up`}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => move.mutate({ id: service.id, direction: 'down' })}
                  aria-label={`Move ${service.name} down`}
                >
                  ↓
                </Button>
              </>
            )}
            <Button
              variant="danger"
              size="sm"
              onClick={() => setDeleting(service)}
              aria-label={`Delete ${service.name}`}
            >
              Delete
            </Button>
          </div>
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete package"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`“${deleting.name}” deleted.`),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        The package leaves the catalogue and this list. This cannot be undone; to take it off sale
        for a while, hide it instead.
      </ConfirmDialog>
    </div>
  );
}
