import type { ReactNode } from 'react';
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
