import { z } from 'zod';
import { listResponseSchema, paginationQuerySchema } from '../common';
import { DOCUMENT_DIRECTIONS } from './documents';
import { recordId } from './list-queries';

// Supplier codes waiting for a catalogue product, and the mapping that gives them one.

export const unmatchedCodeSchema = z.object({
  partyId: z.string(),
  partyName: z.string(),
  direction: z.enum(DOCUMENT_DIRECTIONS),
  code: z.string(),
  description: z.string(),
  lineCount: z.number().int(),
  amountCents: z.number().int(),
  lastDate: z.string(),
});
export type UnmatchedCode = z.infer<typeof unmatchedCodeSchema>;
export const unmatchedCodesQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export const unmatchedCodesResponseSchema = listResponseSchema(unmatchedCodeSchema);
export type UnmatchedCodesResponse = z.infer<typeof unmatchedCodesResponseSchema>;

/** "El código 10023 de Químicos Andinos es nuestro Ácido cítrico 25 kg": every line, past and future. */
export const codeMappingBodySchema = z.object({
  partyId: recordId,
  code: z
    .string()
    .trim()
    .min(1, { error: 'Indica el código' })
    .max(25, { error: 'El código admite 25 caracteres' }),
  productId: recordId,
  /** The presentation the code stands for (its size turns a unit price into a cost per kg, L…). */
  presentationId: recordId.nullish(),
});
export type CodeMappingBody = z.input<typeof codeMappingBodySchema>;
export const codeMappingResponseSchema = z.object({
  message: z.string(),
  /** Lines that now point at the product. */
  matchedLines: z.number().int(),
});
export type CodeMappingResponse = z.infer<typeof codeMappingResponseSchema>;
