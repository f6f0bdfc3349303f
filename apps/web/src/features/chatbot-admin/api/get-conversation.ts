import type { ChatConversationDetail } from '@streamfront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CHATBOT_ADMIN_PATH, chatbotAdminKeys } from './chatbot-admin-keys';

/** GET /api/admin/chatbot/conversations/:id: one conversation with its messages. */
export async function getConversation(
  id: string,
  signal?: AbortSignal,
): Promise<ChatConversationDetail> {
  const answer = await apiClient.get<{ data: ChatConversationDetail }>(
    `${CHATBOT_ADMIN_PATH}/conversations/${encodeURIComponent(id)}`,
    { signal },
  );
  return answer.data;
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: chatbotAdminKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}
