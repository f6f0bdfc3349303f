import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataListProps } from './data-list';
import { ListFilter } from './filter-select';
import type { ListQuery } from './list-query-state';
import type { ListParams } from './use-list-params';
import { SearchBox } from './search-box';

/** Above a list: its search box, then the page's filters and buttons. */
export function ListToolbar({
  params,
  label,
  placeholder,
  children,
}: {
  params: { q: string; setSearch: (q: string) => void };
  /** The search box's label, e.g. "Search orders". */
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SearchBox
        value={params.q}
        onSearch={params.setSearch}
        label={label}
        placeholder={placeholder}
        className="w-full sm:w-72"
      />
      {children}
    </div>
  );
}

/** One filter of the toolbar, as a page declares it. */
export interface FilterDeclaration<Filter extends string> {
  name: Filter;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  width?: `sm:w-${number}`;
}

/** What every list page of the kit declares: its list, its toolbar and its columns. */
export interface ListPageDeclarations<Row extends RowData, Filter extends string> extends Pick<
  DataListProps<Row>,
  'caption' | 'columns' | 'rowKey' | 'empty' | 'newItems'
> {
  /** From `useListParams`, which the page calls: it may send `params.query` elsewhere too. */
  params: ListParams<Filter>;
  /** The list's TanStack query. */
  list: ListQuery<Row>;
  search: { label: string; placeholder: string };
  filters: readonly FilterDeclaration<Filter>[];
  /** What the toolbar holds after the filters: a date range, an export button. */
  tools?: ReactNode;
}

/** The toolbar a list page declared: search, filters, tools, then `children`. */
export function DeclaredToolbar<Filter extends string>({
  params,
  search,
  filters,
  tools,
  children,
}: Pick<ListPageDeclarations<never, Filter>, 'params' | 'search' | 'filters' | 'tools'> & {
  children?: ReactNode;
}) {
  return (
    <ListToolbar params={params} {...search}>
      {filters.map(({ name, ...filter }) => (
        <ListFilter key={name} params={params} name={name} {...filter} />
      ))}
      {tools}
      {children}
    </ListToolbar>
  );
}
