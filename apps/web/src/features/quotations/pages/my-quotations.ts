export { MyQuotations } from '../components/my-quotations';
