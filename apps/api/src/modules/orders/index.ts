// What other modules use of orders: placing one (a quotation accepted or converted by staff
// becomes an order with its quoted prices), never the routes.
export {
  createOrder,
  orderActorOf,
  orderDeliveryOf,
  orderLineOf,
  type NewOrder,
  type NewOrderLine,
  type OrderActor,
} from './order-service';
export { loadOrder } from './order-queries';
