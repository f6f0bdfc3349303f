import type { CustomerQuery, CustomerQueryAnswer, QueryReplyBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { QUERIES_MESSAGES, toQueriesError } from '../queries-errors';
import { myQueriesKeys } from './queries-keys';

/** POST /api/account/queries/:id/messages: the customer answers back; the query reopens. */
export async function answerMyQuery(id: string, body: QueryReplyBody): Promise<CustomerQuery> {
  try {
    const answer = await apiClient.post<CustomerQueryAnswer>(
      `/account/queries/${encodeURIComponent(id)}/messages`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toQueriesError(error, QUERIES_MESSAGES.answer);
  }
}

export function useAnswerMyQuery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QueryReplyBody) => answerMyQuery(id, body),
    meta: { silent: true },
    onSuccess: (saved) =>
      queryClient.setQueryData<CustomerQuery[]>(myQueriesKeys.all, (list) =>
        list?.map((query) => (query.id === saved.id ? saved : query)),
      ),
  });
}
