export { SupportChat } from './support-chat';
export { WhatsappButton } from './whatsapp-button';
