import { ECUADOR_PROVINCES, type ShippingRatesResponse } from '@quimia/contracts';
import type { ShippingRateRow } from './pricing-queries';

/** The courier table as staff read it: the provinces in alphabetical order, with the threshold. */
export function presentShippingRates(
  rows: readonly ShippingRateRow[],
  freeShippingThresholdCents: number | null,
): ShippingRatesResponse {
  const byProvince = new Map(rows.map((row) => [row.province, row]));
  const updated = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return {
    rates: ECUADOR_PROVINCES.flatMap((province) => {
      const row = byProvince.get(province);
      return row ? [{ province, priceCents: row.priceCents, deliveryDays: row.deliveryDays }] : [];
    }),
    freeShippingThresholdCents,
    updatedAt: updated?.toISOString() ?? null,
  };
}
