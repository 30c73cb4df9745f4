import { z } from 'zod';

// Every message zod writes on its own (types, lengths, formats) is in Spanish, on both sides.
z.config(z.locales.es());

export * from './common';
export * from './text';
export * from './words';
export * from './users';
export * from './tax-id';
export * from './company';
export * from './invoicing';
export * from './inventory';
export * from './auth';
export * from './contact';
export * from './public-config';
export * from './catalog';
export * from './formulas';
export * from './mail';
export * from './categories';
export * from './health';
export * from './demo-data';
export * from './pricing';
export * from './money';
export * from './customers';
export * from './selling';
export * from './consultas';
export * from './shipping';
export * from './cart';
export * from './orders';
export * from './quotations';
export * from './formula-quotes';
export * from './endpoint';
export * from './endpoints';
export * from './sri-access-key';
export * from './assistant';
export * from './metrics';
