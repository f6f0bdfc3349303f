import { Button } from '@/components/ui/button';

/** A row's Edit and Delete, each named with its row ("Edit WELCOME10") for screen readers. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
