export { MyOrders } from '../components/my-orders';
