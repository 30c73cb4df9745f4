export { useOrder } from './api/orders';
export { PendingOrdersBadge } from './components/pending-orders-badge';
