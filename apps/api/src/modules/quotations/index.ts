// What others use of quotations, never the routes.
// The contact endpoint files a buyer's message from the quotation's page into its thread.
export { addCustomerMessage } from './quotation-service';
// The metrics count quotations by the status staff see and by why they wait, as the list does.
export { countPending, shownStatus } from './quotation-queries';
// A quotation becoming an order (its flow): what blocks it, and what the quotation records.
export { loadLatestRevision } from './quotation-queries';
export type { QuotationRow } from './quotation-presenter';
export {
  lockQuotation,
  orderBlockers,
  recordAcceptance,
  recordConversion,
  type OrderTerms,
} from './quotation-service';
// The demo data's year of selling goes through the same steps a quotation takes.
export {
  addStaffReply,
  createQuotation,
  markQuotationSeen,
  setQuotationStatus,
  type QuotationSettings,
} from './quotation-service';
