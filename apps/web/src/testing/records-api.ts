import { type ApiCall, dataAnswer, deletedAnswer, listAnswer } from './fake-api';

interface WithId {
  id: string;
}

/**
 * An admin resource kept in memory as the server keeps it: `GET path` lists it (through
 * `list` when the test filters), `POST path` creates with `create`, `PATCH` and `DELETE` on
 * `path/:id` change and remove. A test answers what is its own first and hands the rest here.
 */
export function recordsApi<Row extends WithId>(
  path: string,
  initial: readonly Row[],
  {
    create,
    newFirst = false,
    list = (rows) => rows,
  }: {
    create: (body: Partial<Row>) => Row;
    /** Whether a new record heads the list (newest first) rather than ending it. */
    newFirst?: boolean;
    list?: (rows: readonly Row[], call: ApiCall) => readonly Row[];
  },
) {
  let rows = [...initial];
  return {
    rows: () => rows,
    replace(next: Row[]) {
      rows = next;
    },
    answer(call: ApiCall): Response | undefined {
      const { method, id } = call;
      const body = call.body as Partial<Row>;
      if (method === 'GET' && call.path === path) return listAnswer(list(rows, call));
      if (method === 'POST' && call.path === path) {
        const created = create(body);
        rows = newFirst ? [created, ...rows] : [...rows, created];
        return dataAnswer(created, 201);
      }
      if (!id || !call.path.startsWith(`${path}/`)) return undefined;
      if (method === 'PATCH') {
        rows = rows.map((row) => (row.id === id ? { ...row, ...body } : row));
        return dataAnswer(rows.find((row) => row.id === id));
      }
      if (method === 'DELETE') {
        rows = rows.filter((row) => row.id !== id);
        return deletedAnswer(id);
      }
      return undefined;
    },
  };
}
