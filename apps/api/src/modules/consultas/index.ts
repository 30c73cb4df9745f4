// What other modules and the server use of the consultas: the demo year of business, loaded on
// a first start and removed with the rest of the demo data. Never the routes.
import type { Database } from '../../db/client';
import { DEMO_FILE_PREFIX } from './demo-business';
import { removeDocumentsFrom } from './import/summaries';

export { DEMO_SHOP_RUC, loadDemoBusiness } from './demo-business';

/** Removes the demo year's documents, and the clients and suppliers that only it had. */
export const removeDemoBusiness = (db: Database) => removeDocumentsFrom(db, DEMO_FILE_PREFIX);
export { generateSales } from './generate-sales';
