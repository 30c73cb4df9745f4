export { QuotationDetailsView } from '../components/quotation-details-view';
