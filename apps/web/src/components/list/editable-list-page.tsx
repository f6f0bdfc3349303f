import type { RowData } from '@tanstack/react-table';
import { Fragment, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataList } from './data-list';
import { EditDeleteActions } from './edit-delete-actions';
import { EditPanel } from './edit-panel';
import { listQueryState } from './list-query-state';
import { DeclaredToolbar, type ListPageDeclarations } from './list-toolbar';

/** The "Shown / Hidden" filter of a list of records that can be taken off the site. */
export const VISIBILITY_OPTIONS = [
  { value: 'true', label: 'Shown' },
  { value: 'false', label: 'Hidden' },
] as const;

type Direction = 'up' | 'down';

export interface EditableListPageProps<
  Row extends RowData,
  Filter extends string,
> extends ListPageDeclarations<Row, Filter> {
  /** The "New …" button's words: "New package". */
  newLabel: string;
  /** How a row is named in its buttons' names: "Edit WELCOME10", "Delete WELCOME10". */
  rowName: (row: Row) => string;
  editor: {
    /** The panel's heading for a record, or for a new one. */
    title: (row: Row | undefined) => string;
    /** The create-or-edit form; it calls `onSaved` with the answer. */
    form: (row: Row | undefined, onSaved: (saved: Row) => void) => ReactNode;
    /**
     * The toast once saved. `keepOpen`: the panel stays, on the saved record (a new event
     * whose image is added next); otherwise it closes and the focus goes back to its opener.
     */
    saved: (saved: Row, created: boolean) => string | { message: string; keepOpen: true };
  };
  /** Buttons of a row between Edit and Delete (Hide, Popular). */
  rowActions?: (row: Row) => ReactNode;
  /** Up and down arrows, when the list is shown in display order and nothing narrows it. */
  reorder?: {
    allowed: boolean;
    busy: boolean;
    move: (row: Row, direction: Direction) => void;
  };
  remove: {
    mutation: {
      mutate: (id: string, callbacks: { onSuccess: () => void; onSettled: () => void }) => void;
      isPending: boolean;
    };
    title: (row: Row) => string;
    confirmLabel: string;
    /** What deleting it means, and what to do instead. */
    message: (row: Row) => ReactNode;
    deleted: (row: Row) => string;
  };
}

/** A row's ↑ and ↓, each named with its row. */
function MoveButtons({
  name,
  disabled,
  onMove,
}: {
  name: string;
  disabled: boolean;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={() => onMove('up')}
        aria-label={`Move ${name} up`}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={() => onMove('down')}
        aria-label={`Move ${name} down`}
      >
        ↓
      </Button>
    </>
  );
}

/**
 * A list the admin edits (packages, FAQ, promo codes, events): search and filters over a
 * server-side list, "New …" and each row's Edit opening the form above the list, optional
 * row buttons and arrows to reorder, and Delete asked through `ConfirmDialog`. A page
 * declares its columns, form and words; the focus handling of decision 035 comes with it.
 */
export function EditableListPage<Row extends RowData, Filter extends string>({
  params,
  list,
  search,
  filters,
  tools,
  newLabel,
  rowName,
  editor,
  rowActions,
  reorder,
  remove,
  ...listProps
}: EditableListPageProps<Row, Filter>) {
  const { rowKey } = listProps;
  const [editing, setEditing] = useState<{ row: Row | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  // The open record as the list has it now: an image upload or another admin's change shows.
  const editingKey = editing?.row && rowKey(editing.row);
  const current =
    editing?.row && (list.data?.data.find((row) => rowKey(row) === editingKey) ?? editing.row);

  function onSaved(saved: Row) {
    const said = editor.saved(saved, current === undefined);
    if (typeof said === 'string') {
      toast.success(said);
      // EditPanel gives the focus back to the button that opened it.
      setEditing(null);
    } else {
      toast.success(said.message);
      setEditing({ row: saved });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <DeclaredToolbar params={params} search={search} filters={filters} tools={tools}>
        <Button className="sm:ml-auto" onClick={() => setEditing({ row: undefined })}>
          {newLabel}
        </Button>
      </DeclaredToolbar>

      {editing && (
        <EditPanel title={editor.title(current)} onClose={() => setEditing(null)}>
          <Fragment key={current ? rowKey(current) : 'new'}>
            {editor.form(current, onSaved)}
          </Fragment>
        </EditPanel>
      )}

      <DataList
        {...listProps}
        params={params}
        {...listQueryState(list)}
        actions={(row) => (
          <EditDeleteActions
            name={rowName(row)}
            onEdit={() => setEditing({ row })}
            onDelete={() => setDeleting(row)}
          >
            {rowActions?.(row)}
            {reorder?.allowed && (
              <MoveButtons
                name={rowName(row)}
                disabled={reorder.busy}
                onMove={(direction) => reorder.move(row, direction)}
              />
            )}
          </EditDeleteActions>
        )}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? remove.title(deleting) : ''}
        confirmLabel={remove.confirmLabel}
        pending={remove.mutation.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutation.mutate(rowKey(deleting), {
            onSuccess: () => {
              toast.success(remove.deleted(deleting));
              // Its form, if open, has nothing left to edit.
              if (editingKey === rowKey(deleting)) setEditing(null);
            },
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting && remove.message(deleting)}
      </ConfirmDialog>
    </div>
  );
}
