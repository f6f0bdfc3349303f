import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataList } from './data-list';
import { listQueryState } from './list-query-state';
import { DeclaredToolbar, type ListPageDeclarations } from './list-toolbar';
import { useOpenRecord } from './use-open-record';

export interface RecordReviewPageProps<
  Row extends RowData,
  Filter extends string,
> extends ListPageDeclarations<Row, Filter> {
  /** The URL parameter that names the open record (`?order=<id>`). */
  recordParam: string;
  /** The open record's panel. */
  detail: (id: string, close: () => void) => ReactNode;
  /**
   * `beside`: the panel sits right of the list on wide screens (a short record); `above`: it
   * takes the page's width over the list (a record with a timeline or a conversation).
   */
  placement: 'above' | 'beside';
  /** The accessible name of a row's Open button: "Open order SF-1001". */
  openLabel: (row: Row) => string;
}

/**
 * A desk where admins review records one at a time (orders, queries, VOD requests, content
 * reports): search and filters over a server-side list, each row opened in a panel kept in
 * the URL, so Back closes it and a notification can link to it. A page declares its columns,
 * filters and panel; this draws the rest the same way on every desk.
 */
export function RecordReviewPage<Row extends RowData, Filter extends string>({
  params,
  list,
  search,
  filters,
  tools,
  recordParam,
  detail,
  placement,
  openLabel,
  ...listProps
}: RecordReviewPageProps<Row, Filter>) {
  const record = useOpenRecord(recordParam);
  const panel = record.openId && detail(record.openId, record.close);
  const rows = (
    <DataList
      {...listProps}
      params={params}
      {...listQueryState(list)}
      actions={(row) => {
        const id = listProps.rowKey(row);
        return (
          <Button
            variant="secondary"
            size="sm"
            {...record.openerProps(id)}
            onClick={() => record.open(id)}
            aria-label={openLabel(row)}
          >
            Open
          </Button>
        );
      }}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <DeclaredToolbar params={params} search={search} filters={filters} tools={tools} />
      {placement === 'above' ? (
        <>
          {panel}
          {rows}
        </>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          {panel && <div className="xl:order-2">{panel}</div>}
          <div className="min-w-0 xl:order-1">{rows}</div>
        </div>
      )}
    </div>
  );
}
