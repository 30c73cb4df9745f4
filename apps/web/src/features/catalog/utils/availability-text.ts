import type { Product } from '@quimia/contracts';
import { countOf, formatQuantity } from '@/lib/format';

/** What the product page says of the stock, as the server judged it (`availability`). */
export function availabilityText(
  product: Pick<Product, 'availability' | 'stock' | 'unit' | 'leadTimeDays'>,
): string {
  switch (product.availability) {
    case 'out':
      return 'Agotado';
    case 'low':
      return `Quedan ${formatQuantity(product.stock, product.unit)}`;
    case 'to_order':
      return product.leadTimeDays > 0
        ? `Bajo pedido — entrega en ${countOf(product.leadTimeDays, 'día', 'días')}`
        : 'Bajo pedido';
    default:
      return 'Disponible';
  }
}
