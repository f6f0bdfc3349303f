import { useQueryClient } from '@tanstack/react-query';
import { chatbotAdminKeys } from './chatbot-admin-keys';

/**
 * After intents change: the lists, the names, the unanswered questions and the status
 * ("changed since training", the open count) all refresh.
 */
export function useInvalidateChatbotData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatbotAdminKeys.intents }),
      queryClient.invalidateQueries({ queryKey: chatbotAdminKeys.unanswered }),
      queryClient.invalidateQueries({ queryKey: chatbotAdminKeys.status }),
    ]);
}
