import type { AdminFaqItem } from '@streamfront/contract';
import toast from 'react-hot-toast';
import type { ListColumn } from '@/components/list/data-list';
import { EditableListPage, VISIBILITY_OPTIONS } from '@/components/list/editable-list-page';
import { useListParams } from '@/components/list/use-list-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteFaqItem } from '../api/delete-faq-item';
import { useAdminFaq } from '../api/get-admin-faq';
import { useMoveFaqItem } from '../api/move-faq-item';
import { useUpdateFaqItem } from '../api/update-faq-item';
import { FaqForm } from './faq-form';

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

/** Admin: the home page's FAQ in its order, with search, visibility, edit, move and delete. */
export function FaqAdmin() {
  const params = useListParams({ filters: ['active'] as const, prefix: 'faq', pageSize: 50 });
  const update = useUpdateFaqItem();
  const remove = useDeleteFaqItem();
  const move = useMoveFaqItem();
  const busy = update.isPending || move.isPending;

  return (
    <EditableListPage
      params={params}
      list={useAdminFaq(params.query)}
      search={{ label: 'Search FAQ', placeholder: 'Question or answer' }}
      filters={[
        {
          name: 'active',
          label: 'Visibility',
          options: VISIBILITY_OPTIONS,
          allLabel: 'All entries',
        },
      ]}
      newLabel="New question"
      caption="FAQ entries, in the order the home page shows them"
      columns={columns}
      rowKey={(item) => item.id}
      rowName={(item) => `“${item.question}”`}
      empty={{ title: 'No questions yet', message: 'Add the first one with “New question”.' }}
      editor={{
        title: (item) => (item ? 'Edit FAQ entry' : 'New FAQ entry'),
        form: (item, onSaved) => <FaqForm item={item} onSaved={onSaved} />,
        saved: (_, created) => (created ? 'Question added.' : 'Question saved.'),
      }}
      rowActions={(item) => (
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
      )}
      reorder={{
        // Moving is by the whole list's order: offered only when nothing narrows it.
        allowed: !params.narrowed,
        busy,
        move: (item, direction) => move.mutate({ id: item.id, direction }),
      }}
      remove={{
        mutation: remove,
        title: () => 'Delete this question?',
        confirmLabel: 'Delete question',
        message: (item) =>
          `“${item.question}” leaves the home page's FAQ. This cannot be undone; to take it off the page for a while, hide it instead.`,
        deleted: () => 'Question deleted.',
      }}
    />
  );
}
