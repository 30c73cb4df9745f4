// What other modules use of orders: placing one (a quotation accepted or converted by staff
// becomes an order with its quoted prices), telling its buyer, and moving it on (the demo's year
// of orders), never the routes.
export {
  changeOrderStatus,
  createOrder,
  orderActorOf,
  orderDeliveryOf,
  orderLineOf,
  type NewOrder,
  type NewOrderLine,
  type OrderActor,
  type StatusChange,
} from './order-service';
export { loadOrder } from './order-queries';
export { sendOrderReceived } from './order-mail';
