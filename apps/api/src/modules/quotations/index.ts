// What other modules use of quotations: the contact endpoint files a buyer's message from the
// quotation's page into its thread. Never the routes.
export { addCustomerMessage } from './quotation-service';
