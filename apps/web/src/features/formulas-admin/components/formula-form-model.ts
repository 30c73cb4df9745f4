import {
  formulaSaveBodySchema,
  type Formula,
  type FormulaSaveData,
  type ProductUnit,
  type PublishStatus,
} from '@quimia/contracts';
import type { PickedProduct } from '@/domain/catalog/product-picker';
import { bodyResolver } from '@/lib/body-resolver';

export type IngredientRow = {
  productId: string | null;
  /** For display only; not sent. */
  product: PickedProduct | null;
  /** The product's name when one is chosen, or free text (Agua, Colorante…). */
  name: string;
  amount: number | null;
  unit: ProductUnit;
  percentage: number | null;
  phase: string;
};

/** What the formula form holds: the API body, with editable rows for the lists. */
export type FormulaFormValues = {
  id?: string;
  title: string;
  slug: string;
  typeId: number | null;
  summary: string;
  contentHtml: string;
  coverImageId: string | null;
  /** An empty amount means the formula states no batch yield. */
  batchYield: { amount: number | null; unit: ProductUnit };
  ingredients: IngredientRow[];
  steps: { value: string }[];
  safetyNotes: { value: string }[];
  status: PublishStatus;
};

export type FormulaFormOutput = FormulaSaveData;

export const emptyIngredient = (unit: ProductUnit = 'kg'): IngredientRow => ({
  productId: null,
  product: null,
  name: '',
  amount: null,
  unit,
  percentage: null,
  phase: '',
});

export function toFormValues(formula: Formula | undefined): FormulaFormValues {
  return {
    id: formula?.id,
    title: formula?.title ?? '',
    slug: formula?.slug ?? '',
    typeId: formula?.type.id ?? null,
    summary: formula?.summary ?? '',
    contentHtml: formula?.contentHtml ?? '',
    coverImageId: formula?.cover?.id ?? null,
    batchYield: {
      amount: formula?.batchYield?.amount ?? null,
      unit: formula?.batchYield?.unit ?? 'L',
    },
    ingredients:
      formula?.ingredients.map((ingredient) => ({
        productId: ingredient.product?.id ?? null,
        product: ingredient.product,
        name: ingredient.name,
        amount: ingredient.amount,
        unit: ingredient.unit,
        percentage: ingredient.percentage,
        phase: ingredient.phase ?? '',
      })) ?? [],
    steps: formula?.steps.map((value) => ({ value })) ?? [],
    safetyNotes: formula?.safetyNotes.map((value) => ({ value })) ?? [],
    // A new formula starts as a draft: publishing is a decision.
    status: formula?.status ?? 'draft',
  };
}

/** An editor with nothing typed answers an empty paragraph. */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<p>\s*<\/p>|<br\s*\/?>/g, '').trim() === '';
}

/** The body of a formula save for the form's values (validated by the API's schema). */
export function toFormulaBody(values: FormulaFormValues): unknown {
  const { batchYield, ingredients, steps, safetyNotes, contentHtml, ...rest } = values;
  return {
    ...rest,
    contentHtml: isEmptyHtml(contentHtml) ? '' : contentHtml,
    batchYield: batchYield.amount === null ? null : batchYield,
    ingredients: ingredients.map(({ product: _product, ...ingredient }) => ingredient),
    steps: steps.map((step) => step.value),
    safetyNotes: safetyNotes.map((note) => note.value),
  };
}

/** A path of the API body ('steps.2') as the form's field ('steps.2.value'). */
export function formulaFormPath(bodyPath: string): string | null {
  if (!bodyPath || bodyPath === 'id') return null;
  const row = /^(steps|safetyNotes)\.(\d+)$/.exec(bodyPath);
  if (row) return `${row[1]}.${row[2]}.value`;
  // The product picker shows both the product and a free-text name.
  const product = /^ingredients\.(\d+)\.productId$/.exec(bodyPath);
  if (product) return `ingredients.${product[1]}.name`;
  if (bodyPath === 'batchYield') return 'batchYield.amount';
  return bodyPath;
}

/** Validates the form with the API's own body schema. */
export const formulaResolver = bodyResolver<FormulaFormValues, typeof formulaSaveBodySchema>(
  formulaSaveBodySchema,
  toFormulaBody,
  formulaFormPath,
);
