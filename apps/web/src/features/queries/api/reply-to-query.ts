import type {
  AdminQueryDetail,
  AdminQueryDetailAnswer,
  QueryReplyBody,
} from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { adminQueriesKeys } from './queries-keys';

/** POST /api/admin/queries/:id/reply: stored in the thread and sent on to the customer. */
export async function replyToQuery(id: string, body: QueryReplyBody): Promise<AdminQueryDetail> {
  try {
    const answer = await apiClient.post<AdminQueryDetailAnswer>(
      `/admin/queries/${encodeURIComponent(id)}/reply`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.reply);
  }
}

/** The form shows its own errors beside the field: `silent`, no toast. */
export function useReplyToQuery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QueryReplyBody) => replyToQuery(id, body),
    meta: { silent: true },
    onSuccess: (query) => {
      queryClient.setQueryData(adminQueriesKeys.detail(query.id), query);
      void queryClient.invalidateQueries({ queryKey: adminQueriesKeys.lists });
    },
  });
}
