// What the app's wiring uses of an order becoming an invoice: the sending, and issuing on
// confirmation when the settings ask for it, and what an invoice forbids an order. Never the routes.
export { default as invoiceSending } from './invoice-sending';
export { issueOnConfirmation } from './order-invoicing';
export { invoiceBlocksLineEdits } from './invoice-blocker';
