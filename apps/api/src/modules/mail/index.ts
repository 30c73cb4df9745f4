// What the app and other modules use of the mail (never its routes).
export { default as mailer, type Mailer, type MailerOptions } from './mailer';
export {
  accountActivatedMail,
  accountCreatedMail,
  electronicDocumentMail,
  orderLinesChangedMail,
  orderProgressMail,
  orderReceivedMail,
  passwordResetMail,
  purchaseSuggestionMail,
  quotationMail,
  type QuotationMailEvent,
  type Letter,
  type MailAttachment,
  type MailContent,
  type ShopIdentity,
} from './mail-templates';
