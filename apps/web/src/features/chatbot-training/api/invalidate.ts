import { useQueryClient } from '@tanstack/react-query';
import { chatbotTrainingKeys } from './chatbot-training-keys';

/**
 * After intents change: the lists, the names, the unanswered questions and the status
 * ("changed since training", the open count) all refresh.
 */
export function useInvalidateChatbotData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatbotTrainingKeys.intents }),
      queryClient.invalidateQueries({ queryKey: chatbotTrainingKeys.unanswered }),
      queryClient.invalidateQueries({ queryKey: chatbotTrainingKeys.status }),
    ]);
}
