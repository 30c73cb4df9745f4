// The demo data tests stand on: the small catalogue (`FIXTURE`, loaded with `seedCatalog`) and
// bulk SRI sales. They live with the demo's flow; modules' tests take them from here, since a
// module never imports a flow.
export {
  FIXTURE,
  FIXTURE_FORMULAS,
  FIXTURE_PRODUCTS,
  generateSales,
  removeDemoData,
  seedCatalog,
} from '../flows/demo-data';
