import { describe, expect, it } from 'vitest';
import { availabilityText } from './availability-text';

describe('what the product page says of the stock', () => {
  const product = { stock: 157, unit: 'kg' as const, leadTimeDays: 5 };
  it('says available, what is left, run out, or sold to order with its delivery', () => {
    expect(availabilityText({ ...product, availability: 'available' })).toBe('Disponible');
    expect(availabilityText({ ...product, availability: 'low' })).toBe('Quedan 157 kg');
    expect(availabilityText({ ...product, availability: 'out' })).toBe('Agotado');
    expect(availabilityText({ ...product, availability: 'to_order' })).toBe(
      'Bajo pedido — entrega en 5 días',
    );
    expect(availabilityText({ ...product, leadTimeDays: 0, availability: 'to_order' })).toBe(
      'Bajo pedido',
    );
  });
});
