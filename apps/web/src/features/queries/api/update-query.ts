import type {
  AdminQueryDetail,
  AdminQueryDetailAnswer,
  AdminQueryUpdateBody,
} from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

export interface UpdateQueryInput {
  id: string;
  body: AdminQueryUpdateBody;
}

/** PATCH /api/admin/queries/:id: a status, an assignee, or both. */
export async function updateQuery({ id, body }: UpdateQueryInput): Promise<AdminQueryDetail> {
  try {
    const answer = await apiClient.patch<AdminQueryDetailAnswer>(
      `/admin/queries/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.update);
  }
}

export function useUpdateQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuery,
    onSuccess: (query) => {
      // The detail shows the answer at once; lists refetch, the query may leave a filter.
      queryClient.setQueryData(adminQueriesKeys.detail(query.id), query);
      void queryClient.invalidateQueries({ queryKey: adminQueriesKeys.lists });
    },
  });
}
