// The consultas' contracts, by topic: documents and their lines, clients and suppliers,
// products, formula costs, the import and the supplier codes it leaves to map.

export * from './documents';
export { consultaIdQuerySchema } from './list-queries';
export * from './parties';
export * from './products';
export * from './formula-costs';
export * from './imports';
export * from './code-mappings';
