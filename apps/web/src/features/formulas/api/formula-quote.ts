import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FormulaQuoteBody, QuotationCreateBody, SaleLineInput } from '@quimia/contracts';
import { formulaQuoteEndpoints } from '@quimia/contracts/endpoints/formula-quotes';
import { quotationEndpoints } from '@quimia/contracts/endpoints/quotations';
import { sellingEndpoints } from '@quimia/contracts/endpoints/selling';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { formulaKeys } from './formulas';

/**
 * The formula's ingredients for a batch, as the cheapest packs the shop sells (null: not asked
 * yet). The last proposal stays on screen while the next one loads.
 */
export function useFormulaQuote(body: FormulaQuoteBody | null) {
  return useQuery({
    queryKey: formulaKeys.quote(body),
    queryFn: ({ signal }) => callEndpoint(formulaQuoteEndpoints.propose, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The server's figures for the lines as the visitor left them (`enabled` once they differ from
 * the proposal, whose figures came with it).
 */
export function useQuoteFigures(lines: readonly SaleLineInput[], enabled: boolean) {
  return useQuery({
    queryKey: formulaKeys.quoteFigures(lines),
    queryFn: ({ signal }) =>
      callEndpoint(sellingEndpoints.priceQuote, { body: { items: [...lines] }, signal }),
    enabled: enabled && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Sends the quotation; the same key again stores it once (a double click, a retry). */
export function useSendFormulaQuotation() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotationCreateBody; idempotencyKey: string }) =>
      callEndpoint(quotationEndpoints.save, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
  });
}
