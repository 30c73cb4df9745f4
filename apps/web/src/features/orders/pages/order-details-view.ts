export { OrderDetailsView } from '../components/order-details-view';
