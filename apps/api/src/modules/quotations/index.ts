// What other modules use of quotations: the contact endpoint files a buyer's message from the
// quotation's page into its thread. Never the routes.
export { addCustomerMessage } from './quotation-service';
// The shop's calendar day, which the consultas also read their months from.
// The metrics count quotations by the status staff see and by why they wait, as the list does.
export { countPending, shownStatus } from './quotation-queries';
// The demo data's year of selling goes through the same steps a quotation takes.
export {
  acceptQuotation,
  addStaffReply,
  convertQuotation,
  createQuotation,
  markQuotationSeen,
  setQuotationStatus,
  type QuotationSettings,
} from './quotation-service';
