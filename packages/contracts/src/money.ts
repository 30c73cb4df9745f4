import { z } from 'zod';
import { int4 } from './common';
import {
  MAX_DOCUMENT_CENTS,
  MAX_DOCUMENT_TEXT,
  MAX_UNIT_PRICE_CENTS,
  MAX_UNIT_PRICE_TEXT,
} from './pricing';

// The money a request may carry, bounded so that no line, document or sum of documents leaves
// the integers the database and JavaScript hold exactly (the limits: `./pricing`).

/** A unit price without IVA, in cents: a catalogue price, a volume price, or one staff set. */
export const unitPriceSchema = int4('El precio debe estar en centavos (un número entero)')
  .min(0, { error: 'El precio no puede ser negativo' })
  .max(MAX_UNIT_PRICE_CENTS, {
    error: `El precio unitario no puede superar ${MAX_UNIT_PRICE_TEXT}`,
  });

/** An amount off a whole document (a discount), in cents: up to a document's limit. */
export const documentCentsSchema = (message: string, negative: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: negative })
    .max(MAX_DOCUMENT_CENTS, { error: `El monto no puede superar ${MAX_DOCUMENT_TEXT}` });
