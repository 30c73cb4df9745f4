// Every endpoint of the API, by area. A part of the app that needs only one area imports it from
// its subpath (`@quimia/contracts/endpoints/catalog`) and downloads nothing of the others.
export * from './account';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './categories';
export * from './company';
export * from './contact';
export * from './demo-data';
export * from './formulas';
export * from './formula-quotes';
export * from './mail';
export * from './orders';
export * from './platform';
export * from './selling';
export * from './quotations';
export * from './consultas';
export * from './assistant';
export * from './metrics';
export * from './invoicing';
export * from './inventory';
