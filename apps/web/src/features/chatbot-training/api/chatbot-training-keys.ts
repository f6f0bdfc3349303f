/** A list's query as the list kit writes it (`useListParams().query`). */
type ListQuery = Record<string, string | number>;

/** Query keys of the chatbot back-office; mutations invalidate what they change. */
export const chatbotTrainingKeys = {
  all: ['chatbot-training'] as const,
  intents: ['chatbot-training', 'intents'] as const,
  intentList: (query: ListQuery) => ['chatbot-training', 'intents', 'list', query] as const,
  intentNames: ['chatbot-training', 'intents', 'names'] as const,
  status: ['chatbot-training', 'status'] as const,
  unanswered: ['chatbot-training', 'unanswered'] as const,
  unansweredList: (query: ListQuery) => ['chatbot-training', 'unanswered', 'open', query] as const,
  conversations: ['chatbot-training', 'conversations'] as const,
  conversationList: (query: ListQuery) =>
    ['chatbot-training', 'conversations', 'list', query] as const,
  conversation: (id: string) => ['chatbot-training', 'conversations', id] as const,
  settings: ['chatbot-training', 'settings'] as const,
};

export const CHATBOT_TRAINING_PATH = '/admin/chatbot';

/** A page of a list answer: the rows and how many there are in all. */
export interface ListAnswer<T> {
  data: T[];
  meta: { page: number; pageSize: number; total: number };
}
