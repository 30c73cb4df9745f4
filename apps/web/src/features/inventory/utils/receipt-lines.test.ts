import { describe, expect, it } from 'vitest';
import type { PurchaseProposalLine } from '@quimia/contracts';
import {
  draftIsValid,
  initialDraft,
  parseQuantity,
  quantityError,
  receiptLines,
} from './receipt-lines';

const product = { id: '6f1c2a3e-0000-4000-8000-000000000001', name: 'Ácido cítrico', unit: 'kg' };
const LINES: PurchaseProposalLine[] = [
  {
    line: 1,
    code: '10023',
    description: 'ACIDO CITRICO SACO 25KG',
    quantity: 4,
    unit: null,
    product,
    proposedQuantity: 100.5,
    reason: null,
  },
  {
    line: 2,
    code: 'FLETE',
    description: 'Transporte',
    quantity: 1,
    unit: null,
    product: null,
    proposedQuantity: null,
    reason: 'El código FLETE del proveedor no está asignado a un producto del catálogo',
  },
];

describe('a purchase receipt as staff edit it', () => {
  it('starts with the mapped lines and their proposed quantities', () => {
    expect(initialDraft(LINES)).toEqual([
      { receive: true, product, quantity: '100,5' },
      { receive: false, product: null, quantity: '' },
    ]);
    expect(receiptLines(LINES, initialDraft(LINES))).toEqual([
      { line: 1, productId: product.id, quantity: 100.5 },
    ]);
    expect(draftIsValid(initialDraft(LINES))).toBe(true);
  });

  it('reads quantities with a comma or a point, and refuses what the server would', () => {
    expect(parseQuantity('2,25')).toBe(2.25);
    expect(parseQuantity(' 3.5 ')).toBe(3.5);
    expect(parseQuantity('tres')).toBeNull();
    expect(quantityError('0')).toBe('Debe ser mayor que cero');
    expect(quantityError('1,0005')).toBe('Hasta tres decimales');
    expect(quantityError('')).toBe('Ingresa la cantidad');
    expect(quantityError('12,5')).toBeNull();
  });

  it('never sends a line without a product, and nothing when no line is received', () => {
    const draft = [
      { receive: false, product, quantity: '100' },
      { receive: true, product: null, quantity: '1' },
    ];
    expect(receiptLines(LINES, draft)).toEqual([]);
    expect(draftIsValid(draft)).toBe(false);
    const zero = [
      { receive: true, product, quantity: '0' },
      { receive: false, product: null, quantity: '' },
    ];
    expect(draftIsValid(zero)).toBe(false);
  });

  it('sends a line whose code maps to nothing as the product staff chose for it', () => {
    const chosen = { id: '6f1c2a3e-0000-4000-8000-000000000002', name: 'Glicerina', unit: 'L' };
    const draft = [
      { receive: false, product, quantity: '100,5' },
      { receive: true, product: chosen, quantity: '20' },
    ];
    expect(receiptLines(LINES, draft)).toEqual([{ line: 2, productId: chosen.id, quantity: 20 }]);
    expect(draftIsValid(draft)).toBe(true);
  });
});
