import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { jsonResponse, stubFetch } from './http';
import { renderWithQuery } from './render-with-query';

/** One call the page made, as a test reads it back. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The record id of `/api/admin/<resource>/<id>…`, when there is one. */
  id: string | undefined;
}

/**
 * Replaces `fetch` with `answer`, records every call (body parsed) and answers 404 in the
 * DESIGN §3 shape for anything `answer` leaves alone.
 */
export function stubApi(answer: (call: ApiCall) => Response | undefined) {
  const calls: ApiCall[] = [];
  stubFetch((url, init) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      // An upload's FormData is kept as sent; any other body is JSON.
      body:
        init.body instanceof FormData
          ? init.body
          : init.body
            ? (JSON.parse(String(init.body)) as unknown)
            : undefined,
      id: url.pathname.split('/')[4],
    };
    calls.push(call);
    return answer(call) ?? jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { calls };
}

/** A record answer (`{ success, data }`). */
export const dataAnswer = (data: unknown, status = 200) =>
  jsonResponse(status, { success: true, data });

/** A first-page list answer with its `meta`. */
export const listAnswer = (data: readonly unknown[], pageSize = 20) =>
  jsonResponse(200, { success: true, data, meta: { page: 1, pageSize, total: data.length } });

/** What `DELETE /api/admin/<resource>/:id` answers. */
export const deletedAnswer = (id: string) => dataAnswer({ _id: id, id, deleted: true });

/** The package choices admin filters load from `GET /api/admin/services`. */
export const SPORTS_PACKAGE_ID = '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a01';
export const packageOptionsAnswer = () =>
  listAnswer([{ id: SPORTS_PACKAGE_ID, name: 'Sports Max', currency: 'EUR' }], 100);

/** An admin page at `url` with a fresh query cache and the toasts it shows. */
export function renderAdminPage(page: ReactElement, url: string) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      {page}
      <Toaster />
    </MemoryRouter>,
  );
}
