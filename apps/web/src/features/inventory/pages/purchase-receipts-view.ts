export { PurchaseReceiptsView } from '../components/purchase-receipts-view';
