export { useInvoice } from './api/invoices';
export { MyOrderInvoices } from './components/my-order-invoices';
export { OrderInvoiceCard } from './components/order-invoice-card';
