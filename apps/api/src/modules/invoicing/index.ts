// What the flows and the app's wiring use of electronic invoicing (never the routes).
export * from './electronic-document';
export {
  creditedCents,
  documentsDue,
  findDocument,
  findOrderInvoice,
  issueDocument,
  recordEvent,
  reissueDocument,
  type DocumentActor,
  type DocumentDraft,
  type DocumentRow,
} from './document-service';
export { advanceDocument, type SendOutcome, type SriConnection } from './document-sending';
export {
  loadInvoicingState,
  openStoredCertificate,
  type InvoicingState,
} from './invoicing-settings';
export { default as invoicing, type InvoicingOptions } from './invoicing-plugin';
export { certificateKey } from './signature/certificate-vault';
export { renderRide } from './ride/ride-pdf';
