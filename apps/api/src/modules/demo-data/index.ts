// The demo catalogue: loading it on a first start, growing it for benchmarks, and the small
// catalogue tests load.
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
export { FIXTURE, FIXTURE_FORMULAS, FIXTURE_PRODUCTS } from './test-fixture';
