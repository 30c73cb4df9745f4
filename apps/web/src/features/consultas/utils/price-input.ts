import { MAX_UNIT_PRICE_CENTS, MAX_UNIT_PRICE_TEXT } from '@quimia/contracts';
import { dollarsToCents } from '@/lib/format';

/** What a typed price is in cents, or the reason it cannot be one. */
export function parsePrice(text: string): { cents: number } | { error: string } {
  let trimmed = text.trim().replace(/^\$\s*/, '');
  if (!trimmed) return { error: 'Escribe el precio' };
  // «1.234,50»: thousands marked as Spanish writes them, with a decimal comma to be unambiguous.
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(trimmed)) trimmed = trimmed.replaceAll('.', '');
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) {
    return { error: 'Escribe un número con hasta dos decimales, por ejemplo 1,25' };
  }
  const cents = dollarsToCents(Number(trimmed.replace(',', '.')))!;
  if (cents > MAX_UNIT_PRICE_CENTS) {
    return { error: `El precio no puede superar ${MAX_UNIT_PRICE_TEXT}` };
  }
  return { cents };
}
