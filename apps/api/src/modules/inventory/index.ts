// What the other modules, the flows and the app's wiring use of the stock ledger (never the
// routes).
export {
  addMove,
  consumeReservation,
  decimalOf,
  levelOf,
  release,
  reserve,
  thousandthsOf,
  type MoveSource,
} from './stock-ledger';
export { amountText } from './stock-operations';
export { recordOpeningMinimums, recordOpeningStock } from './stock-opening';
export { branchesHoldingStock, productStock, type BranchNames } from './stock-queries';
