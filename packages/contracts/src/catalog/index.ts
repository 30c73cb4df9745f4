// The catalogue's contracts, by topic: its words, the small fields its schemas build on,
// taxonomies, uploads, presentations, products as read and as saved.

export * from './vocabulary';
export {
  CAS_NUMBER_MESSAGE,
  casNumberSchema,
  isValidCasNumber,
  queryFlag,
  SLUG_PATTERN,
  slugify,
  slugSchema,
} from './field-schemas';
export * from './taxonomies';
export * from './uploads';
export * from './presentations';
export * from './products';
export * from './product-save';
export * from './shipping-weight';
