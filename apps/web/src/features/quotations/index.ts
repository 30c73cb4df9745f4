export { useStaffQuotation } from './api/quotations';
export { PendingQuotationsBadge } from './components/pending-quotations-badge';
