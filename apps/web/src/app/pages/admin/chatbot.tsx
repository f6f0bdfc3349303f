import { ChatbotTraining } from '@/features/chatbot-training/components/chatbot-training';

export function AdminChatbotPage() {
  return <ChatbotTraining />;
}
