// One file per area; drizzle-kit reads them all through this index.
export * from './accounts';
export * from './catalog';
export * from './installation';
export * from './platform';
export * from './mail';
export * from './company';
export * from './categories';
export * from './customers';
export * from './quotations';
export * from './document-numbers';
export * from './orders';
export * from './cart';
export * from './pricing';
export * from './consultas';
export * from './assistant';
export * from './invoicing';
export * from './inventory';
