import type { AdminFaqItem } from '@streamfront/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { DataList, type ListColumn } from '@/components/list/data-list';
import { EditPanel } from '@/components/list/edit-panel';
import { ListFilter } from '@/components/list/filter-select';
import { listQueryState } from '@/components/list/list-query-state';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteFaqItem } from '../api/delete-faq-item';
import { useAdminFaq } from '../api/get-admin-faq';
import { useMoveFaqItem } from '../api/move-faq-item';
import { useUpdateFaqItem } from '../api/update-faq-item';
import { FaqForm } from './faq-form';

const VISIBILITY = [
  { value: 'true', label: 'Shown' },
  { value: 'false', label: 'Hidden' },
] as const;

const columns: ListColumn<AdminFaqItem>[] = [
  {
    id: 'question',
    header: 'Question',
    primary: true,
    cell: (item) => (
      <div className="min-w-0">
        <p className="font-semibold">{item.question}</p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-400">{item.answer}</p>
        <p className="mt-1">
          <Badge tone={item.active ? 'green' : 'slate'}>{item.active ? 'Shown' : 'Hidden'}</Badge>
        </p>
      </div>
    ),
  },
];

type Editing = { mode: 'create' } | { mode: 'edit'; item: AdminFaqItem } | null;

/** Admin: the home page's FAQ in its order, with search, visibility, edit, move and delete. */
export function FaqAdmin() {
  const params = useListParams({ filters: ['active'] as const, prefix: 'faq', pageSize: 50 });
  const list = useAdminFaq(params.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminFaqItem | null>(null);
  const update = useUpdateFaqItem();
  const remove = useDeleteFaqItem();
  const move = useMoveFaqItem();
  // Moving is by the whole list's order: offered only when nothing narrows it.
  const canReorder = !params.narrowed;
  const busy = update.isPending || move.isPending;

  return (
    <div className="flex flex-col gap-6">
      <ListToolbar params={params} label="Search FAQ" placeholder="Question or answer">
        <ListFilter
          params={params}
          name="active"
          label="Visibility"
          options={VISIBILITY}
          allLabel="All entries"
        />
        <Button className="sm:ml-auto" onClick={() => setEditing({ mode: 'create' })}>
          New question
        </Button>
      </ListToolbar>

      {editing && (
        <EditPanel
          title={editing.mode === 'edit' ? 'Edit FAQ entry' : 'New FAQ entry'}
          onClose={() => setEditing(null)}
        >
          <FaqForm
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            item={editing.mode === 'edit' ? editing.item : undefined}
            onSaved={() => {
              toast.success(editing.mode === 'edit' ? 'Question saved.' : 'Question added.');
              setEditing(null);
            }}
          />
        </EditPanel>
      )}

      <DataList
        caption="FAQ entries, in the order the home page shows them"
        columns={columns}
        rowKey={(item) => item.id}
        params={params}
        {...listQueryState(list)}
        empty={{ title: 'No questions yet', message: 'Add the first one with “New question”.' }}
        actions={(item) => (
          <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ mode: 'edit', item })}
              aria-label={`Edit “${item.question}”`}
            >
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                update.mutate(
                  { id: item.id, body: { active: !item.active } },
                  {
                    onSuccess: () =>
                      toast.success(item.active ? 'Question hidden.' : 'Question shown.'),
                  },
                )
              }
              aria-label={`${item.active ? 'Hide' : 'Show'} “${item.question}”`}
            >
              {item.active ? 'Hide' : 'Show'}
            </Button>
            {canReorder && (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => move.mutate({ id: item.id, direction: 'up' })}
                  aria-label={`Move “${item.question}” up`}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => move.mutate({ id: item.id, direction: 'down' })}
                  aria-label={`Move “${item.question}” down`}
                >
                  ↓
                </Button>
              </>
            )}
            <Button
              variant="danger"
              size="sm"
              onClick={() => setDeleting(item)}
              aria-label={`Delete “${item.question}”`}
            >
              Delete
            </Button>
          </div>
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this question?"
        confirmLabel="Delete question"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Question deleted.'),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        “{deleting?.question}” leaves the home page's FAQ. This cannot be undone; to take it off the
        page for a while, hide it instead.
      </ConfirmDialog>
    </div>
  );
}
