import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A row's Edit and Delete, each named with its row ("Edit WELCOME10") for screen readers;
 * `children` are the row's other buttons, between the two.
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 @2xl:flex-nowrap @max-2xl:justify-start">
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {children}
      <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
