import type {
  AdminQueryDetail,
  AdminQueryDetailAnswer,
  QueryNoteBody,
} from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

/** POST /api/admin/queries/:id/notes: an internal note the customer never sees. */
export async function addQueryNote(id: string, body: QueryNoteBody): Promise<AdminQueryDetail> {
  try {
    const answer = await apiClient.post<AdminQueryDetailAnswer>(
      `/admin/queries/${encodeURIComponent(id)}/notes`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.note);
  }
}

export function useAddQueryNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QueryNoteBody) => addQueryNote(id, body),
    meta: { silent: true },
    onSuccess: (query) => queryClient.setQueryData(adminQueriesKeys.detail(query.id), query),
  });
}
