export { CompanySettingsView } from './components/company-settings-view';
export { InvoicingNotice } from './components/invoicing-notice';
