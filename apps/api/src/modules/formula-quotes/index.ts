// What other modules use of formula quotes: how a formula's amounts meet the units its products
// are sold in (the consultas cost a batch with them). Never the routes.
export {
  batchScale,
  convertThrough,
  formatMeasure,
  packContent,
  scaledNeed,
  type Conversion,
} from './formula-scaling';
