export { InvoiceListView } from '../components/invoice-list-view';
