// What other modules and the server use of the consultas: the demo year of business, loaded on
// a first start and removed with the rest of the demo data. Never the routes.
import type { Database } from '../../db/client';
import { DEMO_FILE_PREFIX } from './demo-business';
import { removeDocumentsFrom } from './import/summaries';

export { DEMO_SHOP_RUC, loadDemoBusiness } from './demo-business';
// The demo's quotations and orders are asked for by the demo year's own clients.
export {
  DEMO_BUSINESS_SEED,
  DEMO_BUSINESS_SIZE,
  demoClients,
  type DemoClient,
} from './demo-business';

/** Removes the demo year's documents, and the clients and suppliers that only it had. */
export const removeDemoBusiness = (db: Database) => removeDocumentsFrom(db, DEMO_FILE_PREFIX);
export { generateSales } from './generate-sales';
// QuimIA's staff tools read the consultas through the same queries as their screens.
export { loadFormulaCost } from './queries/formula-cost';
export { listParties, listPartyProducts, loadParty } from './queries/party-queries';
export { listProductParties, loadConsultaProduct } from './queries/product-queries';
// The metrics read sales and purchases through the same sums as the consultas' lists.
export { listConsultaProducts } from './queries/product-queries';
export { salesOfSpans, tradeTotalsByPeriod, type TradeTotals } from './queries/trade-totals';
