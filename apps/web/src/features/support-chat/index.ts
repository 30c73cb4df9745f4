export { SupportChat } from './components/support-chat';
export { WhatsappButton } from './components/whatsapp-button';
