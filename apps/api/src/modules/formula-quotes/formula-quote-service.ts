import type {
  BatchUnit,
  FormulaQuoteExcluded,
  FormulaQuoteResponse,
  Measure,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findFormulaRow } from '../formulas';
import { priceSale, type PricingSettings } from '../pricing';
import {
  loadIngredientRows,
  loadPricedPresentations,
  type IngredientRow,
  type PresentationRow,
} from './formula-quote-queries';
import {
  linesOf,
  measure,
  presentFormulaQuote,
  presentProductPlan,
  type ProductPlan,
} from './formula-quote-presenter';
import {
  batchScale,
  convertThrough,
  formatMeasure,
  packContent,
  scaledNeed,
} from '../../lib/measures';
import { cheapestPacks, type Pack } from './pack-choice';

export type FormulaQuoteInput = { formulaId: string; batchAmount: number; batchUnit: BatchUnit };

const NOT_FOUND = 'Fórmula no encontrada';
const FREE_TEXT = 'No es un producto de nuestro catálogo: consíguelo aparte.';
const NOT_FOR_SALE = 'Este producto no está a la venta por ahora.';
const CANNOT_SCALE =
  'La fórmula no indica cuánto rinde ni el porcentaje de este ingrediente: no se puede escalar.';
const ON_REQUEST = 'Precio a consultar: pregúntanos por él en la cotización o por WhatsApp.';
const TOO_MUCH = 'La cantidad es mayor de lo que cotizamos en línea: escríbenos para cotizarla.';

/** Thousandths of a unit that hold `amount`, rounded up (a float's 26,999999… is 27). */
const thousandthsCovering = (amount: number) => Math.ceil(Math.round(amount * 1e6) / 1e3);

type Group = {
  first: IngredientRow;
  ingredients: { row: IngredientRow; need: Measure }[];
  needed: number;
  assumedDensity: boolean;
};

const displayName = (row: IngredientRow) => row.name || row.productName || 'Ingrediente';

/** The product's priced presentations as packs for the search, and as options for the answer. */
function packsOf(group: Group, presentations: readonly PresentationRow[]) {
  const { first } = group;
  const packs: Pack[] = [];
  const options: ProductPlan['options'] = [];
  let assumedDensity = false;
  for (const presentation of presentations) {
    const content = packContent(
      presentation.size,
      presentation.unit,
      first.productUnit!,
      first.density,
    );
    const thousandths = content === null ? 0 : Math.round(content.amount * 1000);
    if (content === null || thousandths < 1 || presentation.priceCents === null) continue;
    assumedDensity ||= content.assumedDensity;
    packs.push({
      id: presentation.id,
      content: thousandths,
      listPriceCents: presentation.priceCents,
      breaks: presentation.priceBreaks,
      multiple: presentation.saleMultiple ?? 1,
    });
    options.push({
      presentationId: presentation.id,
      label: presentation.label,
      content: measure(content.amount, first.productUnit!),
      priceCents: presentation.priceCents,
      saleMultiple: presentation.saleMultiple,
      thousandths,
    });
  }
  return { packs, options, assumedDensity };
}

/**
 * A published formula at the batch asked for: each catalogue ingredient scaled (by its amount
 * over the formula's yield, or by its percentage when the yield cannot say), converted to its
 * product's unit, ingredients of one product added together, and covered by the cheapest packs
 * of its priced presentations (its minimum order respected); free-text ingredients, products not
 * on sale or without a price are listed apart with the reason. The figures are the server's
 * prices for the proposed lines. Reads only.
 */
export async function proposeFormulaQuote(
  db: Database,
  input: FormulaQuoteInput,
  settings: PricingSettings,
): Promise<FormulaQuoteResponse> {
  const formula = await findFormulaRow(db, { id: input.formulaId });
  if (!formula || formula.status !== 'published') throw notFound(NOT_FOUND);

  const batch: Measure = { amount: input.batchAmount, unit: input.batchUnit };
  const formulaYield =
    formula.batchYieldAmount !== null && formula.batchYieldUnit !== null
      ? { amount: Number(formula.batchYieldAmount), unit: formula.batchYieldUnit }
      : null;
  const scale = batchScale(batch, formulaYield);
  const rows = await loadIngredientRows(db, formula.id);

  const excluded: FormulaQuoteExcluded[] = [];
  const groups = new Map<string, Group>();
  let batchWeighed = false;
  for (const row of rows) {
    const need = scaledNeed(
      { amount: Number(row.amount), unit: row.unit, percentage: row.percentage },
      batch,
      scale.factor,
    );
    const entry = {
      ingredientId: row.id,
      name: displayName(row),
      phase: row.phase,
      needed: need ? measure(need.measure.amount, need.measure.unit) : null,
    };
    if (row.productId === null) {
      excluded.push({ ...entry, product: null, reason: FREE_TEXT });
      continue;
    }
    if (row.productStatus !== 'published') {
      excluded.push({ ...entry, product: null, reason: NOT_FOR_SALE });
      continue;
    }
    const product = { id: row.productId, slug: row.productSlug!, name: row.productName! };
    if (!need) {
      excluded.push({ ...entry, product, reason: CANNOT_SCALE });
      continue;
    }
    batchWeighed ||= need.assumedBatchDensity;
    const converted = convertThrough(
      need.measure.amount,
      need.measure.unit,
      row.productUnit!,
      row.density,
    );
    if (!converted) {
      excluded.push({
        ...entry,
        product,
        reason: `${product.name} se vende por ${row.productUnit}: no se puede pasar de ${need.measure.unit} a ${row.productUnit}.`,
      });
      continue;
    }
    const group = groups.get(row.productId) ?? {
      first: row,
      ingredients: [],
      needed: 0,
      assumedDensity: false,
    };
    group.ingredients.push({ row, need: need.measure });
    group.needed += converted.amount;
    group.assumedDensity ||= converted.assumedDensity;
    groups.set(row.productId, group);
  }

  const presentations = await loadPricedPresentations(db, [...groups.keys()]);
  const plans: ProductPlan[] = [];
  for (const [productId, group] of groups) {
    const { first } = group;
    const product = {
      id: productId,
      code: first.productCode!,
      name: first.productName!,
      slug: first.productSlug!,
      unit: first.productUnit!,
      ivaCode: first.ivaCode!,
    };
    const leftOut = (reason: string) =>
      excluded.push(
        ...group.ingredients.map(({ row, need }) => ({
          ingredientId: row.id,
          name: displayName(row),
          phase: row.phase,
          needed: measure(need.amount, need.unit),
          product: { id: product.id, slug: product.slug, name: product.name },
          reason,
        })),
      );
    const { packs, options, assumedDensity } = packsOf(
      group,
      presentations.filter((presentation) => presentation.productId === productId),
    );
    if (packs.length === 0) {
      leftOut(ON_REQUEST);
      continue;
    }
    const minimum = Number(first.minimumOrder ?? 0);
    const target = Math.max(group.needed, minimum);
    const choice = cheapestPacks(packs, thousandthsCovering(target));
    if (!choice) {
      leftOut(TOO_MUCH);
      continue;
    }
    const notes: string[] = [];
    if (group.assumedDensity || assumedDensity) {
      notes.push(`${product.name} no tiene densidad registrada: se asumió 1 kg/L.`);
    }
    if (minimum > group.needed) {
      notes.push(`Pedido mínimo: ${formatMeasure({ amount: minimum, unit: product.unit })}.`);
    }
    if (!choice.exact) notes.push('Combinación aproximada: un vendedor la revisará.');
    plans.push({
      product,
      ingredients: group.ingredients.map(({ row, need }) => ({
        id: row.id,
        name: displayName(row),
        phase: row.phase,
        needed: measure(need.amount, need.unit),
      })),
      needed: group.needed,
      options,
      choice,
      notes,
    });
  }

  const products = plans.map(presentProductPlan);
  const pricing = await priceSale(db, { items: linesOf(products), settings });
  const notes = [...scale.notes];
  if (batchWeighed) {
    notes.push('Los porcentajes se aplicaron al peso del lote, tomando 1 kg por litro.');
  }
  // Excluded ingredients in the formula's order.
  const position = new Map(rows.map((row, index) => [row.id, index]));
  excluded.sort((a, b) => position.get(a.ingredientId)! - position.get(b.ingredientId)!);
  return presentFormulaQuote({
    formula,
    batch: { amount: batch.amount, unit: input.batchUnit, factor: scale.factor, notes },
    products,
    excluded,
    pricing,
  });
}
