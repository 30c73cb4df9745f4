// The demo catalogue: loading it on a first start, growing it for benchmarks, and the small
// catalogue tests load; the demo year of selling (quotations, orders, comments) loaded after it.
export { generateProducts } from './generate';
export {
  parseDemoData,
  prepareCatalog,
  readDemoData,
  seedCatalog,
  seedDemoCatalogIfEmpty,
  type DemoData,
  type DemoFormula,
  type DemoProduct,
  type SeedResult,
} from './seed';
export { demoDataStatus, removeDemoData } from './demo-data-service';
export { DEMO_ACTIVITY_SIZE, loadDemoActivity, type DemoActivitySize } from './demo-activity';
export { FIXTURE, FIXTURE_FORMULAS, FIXTURE_PRODUCTS } from './test-fixture';
// The demo's year of business in the consultas (SRI sales, purchases and credit notes), and bulk
// sales for benchmarks and tests of large volumes.
export { DEMO_SHOP_RUC, loadDemoBusiness } from './demo-business';
export { generateSales } from './generate-sales';
