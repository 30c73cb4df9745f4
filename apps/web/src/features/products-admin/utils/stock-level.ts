import { isLowStock } from '@quimia/contracts';
import { formatNumber } from '@/lib/format';

export type StockLevel = {
  /** What the back office marks the product with. */
  label: 'Agotado' | 'Stock bajo';
  /** Why, in a sentence. */
  detail: string;
};

/**
 * The low-stock mark of a product, by the metrics' rule (`isLowStock`): "Agotado" once it has run
 * out, "Stock bajo" at or below its minimum stock; null while it has enough.
 */
export function stockLevel(product: {
  stock: number;
  minimumStock?: number | null;
  unit: string;
}): StockLevel | null {
  if (!isLowStock(product)) return null;
  const minimum =
    product.minimumStock == null ? null : `${formatNumber(product.minimumStock)} ${product.unit}`;
  if (product.stock <= 0) {
    return {
      label: 'Agotado',
      detail: minimum ? `Sin existencias; stock mínimo: ${minimum}` : 'Sin existencias',
    };
  }
  return { label: 'Stock bajo', detail: `En su stock mínimo (${minimum}) o por debajo` };
}
