import { ChatbotAdmin } from '@/features/chatbot-admin/components/chatbot-admin';

export function AdminChatbotPage() {
  return <ChatbotAdmin />;
}
