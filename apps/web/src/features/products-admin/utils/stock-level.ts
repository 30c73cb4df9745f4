import { isLowStock } from '@quimia/contracts';
import { formatNumber } from '@/lib/format';

export type StockLevel = {
  /** What the back office marks the product with. */
  label: 'Agotado' | 'Stock bajo';
  /** Why, in a sentence. */
  detail: string;
};

/**
 * The low-stock mark of a product for all its branches together: "Agotado" once nothing is
 * available, "Stock bajo" at or below the sum of its branches' minimums (`isLowStock`); null
 * while it has enough. Each branch's own mark is in the stock card.
 */
export function stockLevel(product: {
  stock: number;
  minimumStock?: number | null;
  unit: string;
}): StockLevel | null {
  if (
    product.stock > 0 &&
    !isLowStock({ available: product.stock, minimum: product.minimumStock })
  ) {
    return null;
  }
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
