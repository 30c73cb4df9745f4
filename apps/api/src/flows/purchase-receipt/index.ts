// What other flows use of «Recepción de compra» (never the routes).
export { listPendingPurchases, loadPurchase, proposalLines, receiptOf } from './purchase-queries';
export { receivePurchase, type ReceivedPurchase } from './purchase-receipt-service';
