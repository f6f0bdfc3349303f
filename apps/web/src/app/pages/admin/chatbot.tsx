import {
  ChatbotDescription,
  ChatbotTraining,
} from '@/features/chatbot-training/components/chatbot-training';
import { AdminPage } from './admin-page';

/** /admin/chatbot: the chat assistant's model, intents, questions, log and settings. */
export function AdminChatbotPage() {
  return (
    <AdminPage title="Chatbot" description={<ChatbotDescription />}>
      <ChatbotTraining />
    </AdminPage>
  );
}
