import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableColumn<Row> {
  id: string;
  /** The column heading; on a narrow box, the label above the value in each card. */
  header: ReactNode;
  /**
   * The card label when `header` is interactive (a sort button): the label is hidden from
   * assistive tech, which reads the table's own headers, so nothing in it may take focus.
   */
  label?: string;
  cell: (row: Row) => ReactNode;
  /**
   * The row's title: in the table it takes the room left over (long text inside should
   * truncate or wrap, never widen the table); on a card it spans the top, without a label.
   */
  primary?: boolean;
  className?: string;
  /** For a sortable column: its current order, announced on the heading (`aria-sort`). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface ResponsiveTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's buttons: kept in view at every width, never scrolled or clipped away. */
  actions?: (row: Row) => ReactNode;
}

/*
 * The switch is on the table's own width (a container query), not the window's: an admin page
 * beside its sidebar is narrower than the window, and a table in a side panel narrower still.
 * Below 42rem each row is a card; from 42rem up it is a table in a box that scrolls sideways
 * by itself when its columns still do not fit, with the actions column pinned to the right.
 * One set of elements for both looks (no second copy for phones), with the table roles
 * spelled out because some browsers drop them once a table is no longer displayed as one.
 * Class names are written out whole (`@max-2xl:...`): Tailwind finds them by reading the source.
 */
/**
 * A list of records for admin pages that never makes the page scroll sideways: a table when
 * there is room, cards when there is not, and each row's actions always reachable.
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
}: ResponsiveTableProps<Row>) {
  return (
    <div className="@container w-full">
      {/*
       * The scroll box clips what overflows it, focus rings included: a little padding (the
       * width of the ring and its offset), taken back by a negative margin, keeps a focused
       * control's ring inside it, the pinned actions column too.
       */}
      <div className="-m-1 overflow-x-auto p-1">
        <table role="table" className={cn('w-full text-left', '@max-2xl:block')}>
          <caption className="sr-only">{caption}</caption>
          <thead
            role="rowgroup"
            className={cn('text-xs text-slate-400 uppercase', '@max-2xl:hidden')}
          >
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sort}
                  className="pr-4 pb-2 font-semibold whitespace-nowrap"
                >
                  {column.header}
                </th>
              ))}
              {actions && (
                <th role="columnheader" scope="col" className="pb-2 pl-2">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup" className={cn('@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-3')}>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className={cn(
                  'border-t border-night-700 align-top',
                  '@max-2xl:flex @max-2xl:flex-wrap @max-2xl:gap-x-6 @max-2xl:gap-y-3 @max-2xl:rounded-lg @max-2xl:border @max-2xl:bg-night-950/40 @max-2xl:p-4',
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    role="cell"
                    className={cn(
                      'py-3 pr-4',
                      '@max-2xl:p-0',
                      // width 100% with max-width 0: the column takes what the others leave.
                      column.primary && '@2xl:w-full @2xl:max-w-0 @max-2xl:basis-full',
                      column.className,
                    )}
                  >
                    {!column.primary && (
                      <span
                        aria-hidden="true"
                        className={cn(
                          'hidden text-xs font-semibold text-slate-400 uppercase',
                          '@max-2xl:mb-1 @max-2xl:block',
                        )}
                      >
                        {column.label ?? column.header}
                      </span>
                    )}
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td
                    role="cell"
                    className={cn(
                      'sticky right-0 bg-night-900 py-3 pl-2 text-right whitespace-nowrap',
                      '@max-2xl:static @max-2xl:basis-full @max-2xl:bg-transparent @max-2xl:p-0 @max-2xl:text-left @max-2xl:whitespace-normal',
                    )}
                  >
                    {actions(row)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
