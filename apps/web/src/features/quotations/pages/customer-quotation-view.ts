export { CustomerQuotationView } from '../components/customer-quotation-view';
