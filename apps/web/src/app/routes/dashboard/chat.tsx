import { ChatView } from '@/features/assistant/components/chat-view';

/** `/dashboard/chat`: QuimIA chat, the staff's assistant. */
export default function ChatPage() {
  return <ChatView />;
}
