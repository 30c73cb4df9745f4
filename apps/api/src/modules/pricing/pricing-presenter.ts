import { ECUADOR_PROVINCES, type ShippingRatesResponse } from '@quimia/contracts';
import type { ShippingRateRow, ShippingTableRow } from './pricing-queries';

/**
 * The courier table as staff read it: its bands and courier limit, the provinces in alphabetical
 * order, and the threshold.
 */
export function presentShippingRates(
  rows: readonly ShippingRateRow[],
  table: ShippingTableRow,
  freeShippingThresholdCents: number | null,
): ShippingRatesResponse {
  const byProvince = new Map(rows.map((row) => [row.province, row]));
  const updated = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    table.updatedAt,
  );
  return {
    bandLimitsKg: table.bandLimitsKg.map(Number),
    maxCourierKg: Number(table.maxCourierKg),
    rates: ECUADOR_PROVINCES.flatMap((province) => {
      const row = byProvince.get(province);
      return row
        ? [
            {
              province,
              bandCents: row.bandCents,
              extraKgCents: row.extraKgCents,
              deliveryDays: row.deliveryDays,
            },
          ]
        : [];
    }),
    freeShippingThresholdCents,
    updatedAt: updated?.toISOString() ?? null,
  };
}
