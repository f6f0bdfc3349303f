import { AdminPlaceholder } from './admin-placeholder';

export function AdminChatbotPage() {
  return (
    <AdminPlaceholder
      title="Chatbot"
      description="Train the chat assistant and review its conversations."
    />
  );
}
