import type {
  ChatConversationListQuery,
  ChatIntentListQuery,
  ChatUnansweredStatus,
} from '@streamfront/contract';

/** Query keys of the chatbot back-office; mutations invalidate what they change. */
export const chatbotAdminKeys = {
  all: ['chatbot-admin'] as const,
  intents: ['chatbot-admin', 'intents'] as const,
  intentList: (query: Partial<ChatIntentListQuery>) =>
    ['chatbot-admin', 'intents', 'list', query] as const,
  intentNames: ['chatbot-admin', 'intents', 'names'] as const,
  status: ['chatbot-admin', 'status'] as const,
  unanswered: ['chatbot-admin', 'unanswered'] as const,
  unansweredList: (status: ChatUnansweredStatus, page: number) =>
    ['chatbot-admin', 'unanswered', status, page] as const,
  conversations: ['chatbot-admin', 'conversations'] as const,
  conversationList: (query: Partial<ChatConversationListQuery>) =>
    ['chatbot-admin', 'conversations', 'list', query] as const,
  conversation: (id: string) => ['chatbot-admin', 'conversations', id] as const,
  settings: ['chatbot-admin', 'settings'] as const,
};

export const CHATBOT_ADMIN_PATH = '/admin/chatbot';

/** A page of a list answer: the items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}
