import type {
  ChatConversationListQuery,
  ChatIntentListQuery,
  ChatUnansweredStatus,
} from '@streamfront/contract';

/** Query keys of the chatbot back-office; mutations invalidate what they change. */
export const chatbotTrainingKeys = {
  all: ['chatbot-training'] as const,
  intents: ['chatbot-training', 'intents'] as const,
  intentList: (query: Partial<ChatIntentListQuery>) =>
    ['chatbot-training', 'intents', 'list', query] as const,
  intentNames: ['chatbot-training', 'intents', 'names'] as const,
  status: ['chatbot-training', 'status'] as const,
  unanswered: ['chatbot-training', 'unanswered'] as const,
  unansweredList: (status: ChatUnansweredStatus, page: number) =>
    ['chatbot-training', 'unanswered', status, page] as const,
  conversations: ['chatbot-training', 'conversations'] as const,
  conversationList: (query: Partial<ChatConversationListQuery>) =>
    ['chatbot-training', 'conversations', 'list', query] as const,
  conversation: (id: string) => ['chatbot-training', 'conversations', id] as const,
  settings: ['chatbot-training', 'settings'] as const,
};

export const CHATBOT_TRAINING_PATH = '/admin/chatbot';

/** A page of a list answer: the items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}
