export { OrderListView } from '../components/order-list-view';
