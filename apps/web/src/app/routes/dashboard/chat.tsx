import { ChatView } from '@/features/assistant/pages/chat-view';

/** `/dashboard/chat`: QuimIA chat, the staff's assistant. */
export default function ChatPage() {
  return <ChatView />;
}
