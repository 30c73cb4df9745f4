// What other modules and the flows use of the consultas, never the routes. The demo's year
// writes its SRI documents through the same import as a staff upload, and removes them by file.
export { upsertParties } from './import/document-store';
export { ImportSession } from './import/import-session';
export { rebuildSummaries, removeDocumentsFrom } from './import/summaries';
export { writeSriXml, type SriDocumentInput } from './sri/sri-xml-writer';
// QuimIA's staff tools read the consultas through the same queries as their screens.
export { loadFormulaCost } from './queries/formula-cost';
export { listParties, listPartyProducts, loadParty } from './queries/party-queries';
export { listProductParties, loadConsultaProduct } from './queries/product-queries';
// The metrics read sales and purchases through the same sums as the consultas' lists.
export { listConsultaProducts } from './queries/product-queries';
export { salesOfSpans, tradeTotalsByPeriod, type TradeTotals } from './queries/trade-totals';
