export { ChatView } from '../components/chat-view';
