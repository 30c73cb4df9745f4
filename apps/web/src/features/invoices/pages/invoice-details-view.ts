export { InvoiceDetailsView } from '../components/invoice-details-view';
