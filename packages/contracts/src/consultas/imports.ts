import { z } from 'zod';
import { DOCUMENT_DIRECTIONS, TAX_DOCUMENT_KINDS } from './documents';

// Import: SRI XML (bare or authorised), ZIP of them, CSV.

export const CSV_IMPORT_KINDS = ['clientes', 'proveedores', 'ventas', 'compras'] as const;
export type CsvImportKind = (typeof CSV_IMPORT_KINDS)[number];
export const CSV_IMPORT_KIND_LABELS: Record<CsvImportKind, string> = {
  clientes: 'Clientes',
  proveedores: 'Proveedores',
  ventas: 'Líneas de ventas',
  compras: 'Líneas de compras',
};

export const csvTemplateQuerySchema = z.object({
  tipo: z.enum(CSV_IMPORT_KINDS, { error: 'El tipo de plantilla no es válido' }),
});

/**
 * `?simular=1`: a dry run, nothing written. The form's fields, sent before its files, may say a
 * CSV's kind (`tipo`) and its columns (`columnas`: JSON of field → column index) when the
 * preview's guess was wrong.
 */
export const importQuerySchema = z.object({
  simular: z
    .enum(['0', '1', 'true', 'false'], { error: 'simular admite 1 o 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const importFormFieldsSchema = z.object({
  tipo: z.enum(CSV_IMPORT_KINDS, { error: 'El tipo de CSV no es válido' }).optional(),
  columnas: z
    .string()
    .max(2000, { error: 'Las columnas no son válidas' })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      try {
        return z
          .record(z.string().max(40), z.number().int().min(0).max(500).nullable())
          .parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: 'Las columnas no son válidas' });
        return z.NEVER;
      }
    }),
});

export const IMPORT_OUTCOMES = ['created', 'duplicate', 'refused', 'updated'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A CSV's columns as read, and which field each was taken for: the mapping preview. */
export const csvPreviewSchema = z.object({
  kind: z.enum(CSV_IMPORT_KINDS),
  headers: z.array(z.string()),
  /** field → column index (null: not found). */
  mapping: z.record(z.string(), z.number().int().nullable()),
  fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
  sample: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** What happened (or, in a dry run, would happen) to one file, or one document of a CSV. */
export const importFileResultSchema = z.object({
  /** The file's name; inside a ZIP, `archivo.zip/factura.xml`. */
  file: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Spanish, for the person importing: why it was refused, or what it is. */
  message: z.string(),
  kind: z.enum([...TAX_DOCUMENT_KINDS, ...CSV_IMPORT_KINDS]).nullable(),
  direction: z.enum(DOCUMENT_DIRECTIONS).nullable(),
  number: z.string().nullable(),
  partyName: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  /** Lines whose product is not matched yet (they wait for a code mapping). */
  unmatchedLines: z.number().int(),
  /** CSV: rows read and rows refused, with the reason of each refused one (the first 50). */
  rows: z
    .object({
      read: z.number().int(),
      refused: z.array(z.object({ row: z.number().int(), message: z.string() })),
    })
    .nullable(),
  /** A CSV in a dry run: its columns and the field each was taken for, to correct them. */
  preview: csvPreviewSchema.nullable(),
});
export type ImportFileResult = z.infer<typeof importFileResultSchema>;

/**
 * A file refused, and nothing else known of it: the server's answer for a file it cannot read,
 * and the screen's for one it refuses before sending (too large, not a kind it takes).
 */
export function refusedImportResult(file: string, message: string): ImportFileResult {
  return {
    file,
    outcome: 'refused',
    message,
    kind: null,
    direction: null,
    number: null,
    partyName: null,
    totalCents: null,
    unmatchedLines: 0,
    rows: null,
    preview: null,
  };
}

/** How many files (documents of a ZIP) had each outcome. */
const importCountsSchema = z.record(z.enum(IMPORT_OUTCOMES), z.number().int());

export const importResponseSchema = z.object({
  dryRun: z.boolean(),
  results: z.array(importFileResultSchema),
  counts: importCountsSchema,
  /** What must be done before anything else (no company RUC: no SRI document can be read). */
  notice: z.string().nullable(),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** Documents per progress event of a streamed import (the batch the importer stores at once). */
export const IMPORT_PROGRESS_BATCH = 100;

/**
 * One event of an import that answers as it goes (`importarConProgreso`): a `progress` per batch
 * of documents, then the same answer as the plain import, or an error.
 */
export const importEventSchema = z.discriminatedUnion('type', [
  /**
   * Documents (files, and each file of a ZIP) handled so far out of those known so far: a ZIP's
   * files count once it is opened, so the total grows as the request's files are read.
   */
  z.object({
    type: z.literal('progress'),
    done: z.number().int(),
    total: z.number().int(),
    counts: importCountsSchema,
  }),
  /** Last on success: every file's result. */
  importResponseSchema.extend({ type: z.literal('result') }),
  /** Last on failure after the answer began (a file too large, too many files). */
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;
