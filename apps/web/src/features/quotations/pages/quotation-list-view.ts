export { QuotationListView } from '../components/quotation-list-view';
