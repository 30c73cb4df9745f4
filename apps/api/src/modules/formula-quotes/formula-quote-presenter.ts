import type {
  BatchUnit,
  FormulaQuoteExcluded,
  FormulaQuoteOption,
  FormulaQuoteProduct,
  FormulaQuoteResponse,
  Measure,
  PriceQuoteResponse,
  ProductUnit,
} from '@quimia/contracts';
import type { FormulaRow } from '../../db/schema';
import type { PackChoice } from './pack-choice';

/** Six decimals: a colourant's 0,4 g of a 20 L batch is 0,0004 kg, not zero. */
const rounded = (amount: number) => Math.round(amount * 1e6) / 1e6;
export const measure = (amount: number, unit: ProductUnit): Measure => ({
  amount: rounded(amount),
  unit,
});

/** A product the batch needs, as the search left it. */
export type ProductPlan = {
  product: FormulaQuoteProduct['product'];
  ingredients: FormulaQuoteProduct['ingredients'];
  /** In the product's unit. */
  needed: number;
  options: (Omit<FormulaQuoteOption, 'quantity'> & { thousandths: number })[];
  choice: PackChoice;
  notes: string[];
};

export function presentProductPlan(plan: ProductPlan): FormulaQuoteProduct {
  const { unit } = plan.product;
  const covered = plan.choice.covered / 1000;
  return {
    product: plan.product,
    ingredients: plan.ingredients,
    needed: measure(plan.needed, unit),
    covered: measure(covered, unit),
    leftover: measure(Math.max(0, covered - plan.needed), unit),
    options: plan.options.map(({ thousandths: _thousandths, ...option }) => ({
      ...option,
      quantity: plan.choice.quantities.get(option.presentationId) ?? 0,
    })),
    notes: plan.notes,
  };
}

/** The proposed packs as a quotation's lines. */
export function linesOf(products: readonly FormulaQuoteProduct[]): FormulaQuoteResponse['lines'] {
  return products.flatMap((product) =>
    product.options
      .filter((option) => option.quantity > 0)
      .map(({ presentationId, quantity }) => ({ presentationId, quantity })),
  );
}

export function presentFormulaQuote({
  formula,
  batch,
  products,
  excluded,
  pricing,
}: {
  formula: FormulaRow;
  batch: FormulaQuoteResponse['batch'] & { unit: BatchUnit };
  products: FormulaQuoteProduct[];
  excluded: FormulaQuoteExcluded[];
  pricing: PriceQuoteResponse;
}): FormulaQuoteResponse {
  return {
    formula: {
      id: formula.id,
      slug: formula.slug,
      title: formula.title,
      batchYield:
        formula.batchYieldAmount !== null && formula.batchYieldUnit !== null
          ? { amount: Number(formula.batchYieldAmount), unit: formula.batchYieldUnit }
          : null,
    },
    batch: { ...batch, factor: batch.factor === null ? null : rounded(batch.factor) },
    products,
    excluded,
    lines: linesOf(products),
    pricing,
  };
}
