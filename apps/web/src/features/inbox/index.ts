export { PendingMessagesBadge } from './components/pending-messages-badge';
