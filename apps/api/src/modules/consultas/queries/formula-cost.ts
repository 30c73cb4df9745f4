import { sql } from 'drizzle-orm';
import type {
  ConsultaFormula,
  ConsultaFormulaSummary,
  FormulaCost,
  FormulaCostLine,
  IngredientPrice,
  ProductCost,
  ProductUnit,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { batchScale, convertThrough, formatMeasure, scaledNeed } from '../../../lib/measures';
import { handPriceText, ingredientKey, loadIngredientPrices } from './ingredient-prices';
import { containsText, listAnswer, type ListQuery } from './list-sql';
import { latestCosts, listUnitPrice } from './product-queries';

// What a batch of a formula costs the shop: each ingredient at its latest purchase cost, in the
// product's own unit, against what the same ingredients sell for at today's catalogue prices.

type IngredientRow = {
  formulaId: string;
  position: number;
  name: string;
  amount: number;
  unit: ProductUnit;
  percentage: number | null;
  phase: string | null;
  productId: string | null;
  productName: string | null;
  productSlug: string | null;
  productUnit: ProductUnit | null;
  density: number | null;
  presentations: { size: number; unit: ProductUnit; priceCents: number | null }[] | null;
};

type FormulaRow = {
  id: string;
  title: string;
  slug: string;
  typeName: string | null;
  status: string;
  summary: string;
  yieldAmount: number | null;
  yieldUnit: ProductUnit | null;
};

async function loadFormulas(db: Database, where: ReturnType<typeof sql>) {
  return queryRows<FormulaRow>(
    db,
    sql`select f.id, f.title, f.slug, t.name as "typeName", f.status, f.summary,
               f.batch_yield_amount::float8 as "yieldAmount", f.batch_yield_unit as "yieldUnit"
          from formulas f left join formula_types t on t.id = f.type_id
         where ${where}
         order by f.title_search, f.id`,
  );
}

async function loadIngredients(db: Database, formulaIds: string[]) {
  if (formulaIds.length === 0) return [];
  return queryRows<IngredientRow>(
    db,
    sql`select fi.formula_id as "formulaId", fi.position, fi.name, fi.amount::float8 as amount,
               fi.unit, fi.percentage::float8 as percentage, fi.phase,
               p.id as "productId", p.name as "productName", p.slug as "productSlug",
               p.unit as "productUnit", p.density::float8 as density,
               (select json_agg(json_build_object('size', pp.size, 'unit', pp.unit,
                                 'priceCents', pp.price_cents))
                  from product_presentations pp where pp.product_id = p.id) as presentations
          from formula_ingredients fi left join products p on p.id = fi.product_id
         where fi.formula_id = any(${sqlArray(formulaIds, 'uuid')})
         order by fi.formula_id, fi.position`,
  );
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Water written as free text («Agua desmineralizada», «Agua potable para llenar el tanque»): it
 * is not a catalogue product and costs the shop next to nothing, so it must not leave a batch's
 * cost unknown.
 */
const isWater = (name: string) => /^agua\b/.test(ingredientKey(name));
const sumOrNull = (values: (number | null)[]) =>
  values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/** One ingredient's share of the batch: its amount in the product's unit, cost and catalogue value. */
function costLine(
  ingredient: IngredientRow,
  factor: number | null,
  batch: { amount: number; unit: ProductUnit } | null,
  costs: Map<string, ProductCost>,
  handPrices: Map<string, IngredientPrice>,
): FormulaCostLine {
  const notes: string[] = [];
  const need =
    batch === null
      ? {
          measure: { amount: ingredient.amount, unit: ingredient.unit },
          assumedBatchDensity: false,
        }
      : scaledNeed(ingredient, batch, factor);
  const base = {
    position: ingredient.position,
    name: ingredient.name,
    productId: ingredient.productId,
    productName: ingredient.productName,
    amount: need?.measure.amount ?? 0,
    unit: need?.measure.unit ?? ingredient.unit,
    productAmount: null,
    productUnit: ingredient.productUnit,
    lastCost: null,
    costCents: null,
    catalogueCents: null,
    estimated: false,
    handPrice: null,
  };
  if (!need) {
    return { ...base, notes: ['La fórmula no da su cantidad ni su porcentaje'] };
  }
  if (!ingredient.productId || !ingredient.productUnit) {
    const handPrice = handPrices.get(ingredientKey(ingredient.name));
    if (handPrice) return handPricedLine(base, need.measure, handPrice);
    if (isWater(ingredient.name)) {
      return {
        ...base,
        costCents: 0,
        catalogueCents: 0,
        estimated: true,
        notes: ['Agua: se toma sin costo'],
      };
    }
    return { ...base, notes: ['No está enlazado a un producto del catálogo'] };
  }
  const converted = convertThrough(
    need.measure.amount,
    need.measure.unit,
    ingredient.productUnit,
    ingredient.density,
  );
  if (!converted) {
    return {
      ...base,
      notes: [
        `${formatMeasure(need.measure)} no se puede expresar en ${ingredient.productUnit}, la unidad del producto`,
      ],
    };
  }
  if (converted.assumedDensity) notes.push('Sin densidad del producto: se tomó 1 kg por litro');
  const lastCost = costs.get(ingredient.productId) ?? null;
  if (!lastCost) notes.push('Sin compras registradas');
  const listPrice = listUnitPrice({
    unit: ingredient.productUnit,
    density: ingredient.density,
    presentations: ingredient.presentations ?? [],
  });
  if (listPrice === null) notes.push('Precio de catálogo a consultar');
  return {
    ...base,
    productAmount: converted.amount,
    lastCost,
    costCents: lastCost ? cents(converted.amount * lastCost.unitCost) : null,
    catalogueCents: listPrice === null ? null : cents(converted.amount * listPrice),
    notes,
    estimated: false,
  };
}

/** An ingredient without a catalogue product at the price staff set for its name. */
function handPricedLine(
  base: Omit<FormulaCostLine, 'notes'>,
  need: { amount: number; unit: ProductUnit },
  handPrice: IngredientPrice,
): FormulaCostLine {
  const unit = handPrice.unit as ProductUnit;
  const converted = convertThrough(need.amount, need.unit, unit, null);
  if (!converted) {
    return {
      ...base,
      handPrice,
      notes: [handPriceText(handPrice), `${formatMeasure(need)} no se puede expresar en ${unit}`],
    };
  }
  return {
    ...base,
    handPrice,
    productAmount: converted.amount,
    productUnit: unit,
    costCents: Math.round(converted.amount * handPrice.unitPriceCents),
    notes: [
      handPriceText(handPrice),
      ...(converted.assumedDensity ? ['Convertido tomando 1 kg por litro'] : []),
    ],
  };
}

function costOf(
  formula: FormulaRow,
  ingredients: IngredientRow[],
  costs: Map<string, ProductCost>,
  handPrices: Map<string, IngredientPrice>,
  lote?: number,
): FormulaCost {
  const formulaYield =
    formula.yieldAmount !== null && formula.yieldUnit
      ? { amount: formula.yieldAmount, unit: formula.yieldUnit }
      : null;
  const notes: string[] = [];
  let batch = formulaYield;
  let factor: number | null = 1;
  if (lote !== undefined) {
    batch = { amount: lote, unit: formulaYield?.unit ?? 'kg' };
    const scale = batchScale(batch, formulaYield);
    factor = scale.factor;
    notes.push(...scale.notes);
  } else if (!formulaYield) {
    notes.push(
      'La fórmula no indica cuánto rinde: se costean las cantidades tal como están escritas.',
    );
  }
  const lines = ingredients.map((ingredient) =>
    costLine(ingredient, factor, lote === undefined ? null : batch, costs, handPrices),
  );
  const costed = lines.map((line) => line.costCents);
  const batchCostCents = sumOrNull(costed);
  const catalogueCents = sumOrNull(lines.map((line) => line.catalogueCents));
  return {
    formulaId: formula.id,
    title: formula.title,
    batch,
    lines,
    costedCents: costed.reduce<number>((sum, value) => sum + (value ?? 0), 0),
    batchCostCents,
    costPerYieldUnitCents:
      batchCostCents !== null && batch && batch.amount > 0
        ? Math.round(batchCostCents / batch.amount)
        : null,
    catalogueCents,
    marginPercent:
      batchCostCents !== null && catalogueCents
        ? Math.round(((catalogueCents - batchCostCents) / catalogueCents) * 1000) / 10
        : null,
    missingCostCount: costed.filter((value) => value === null).length,
    notes,
  };
}

/** The hand prices of the ingredients that have no catalogue product. */
const handPricesOf = (db: Database, ingredients: readonly IngredientRow[]) =>
  loadIngredientPrices(
    db,
    ingredients.flatMap((ingredient) => (ingredient.productId ? [] : [ingredient.name])),
  );

/** The batch's cost (`lote` scales it; the formula's yield when not given). */
export async function loadFormulaCost(
  db: Database,
  id: string,
  lote?: number,
): Promise<FormulaCost | null> {
  const [formula] = await loadFormulas(db, sql`f.id = ${id}`);
  if (!formula) return null;
  const ingredients = await loadIngredients(db, [id]);
  const costs = await latestCosts(
    db,
    ingredients.flatMap((ingredient) => (ingredient.productId ? [ingredient.productId] : [])),
  );
  return costOf(formula, ingredients, costs, await handPricesOf(db, ingredients), lote);
}

export async function loadConsultaFormula(
  db: Database,
  id: string,
): Promise<ConsultaFormula | null> {
  const [formula] = await loadFormulas(db, sql`f.id = ${id}`);
  if (!formula) return null;
  const ingredients = await loadIngredients(db, [id]);
  return {
    id: formula.id,
    title: formula.title,
    slug: formula.slug,
    typeName: formula.typeName,
    status: formula.status,
    summary: formula.summary,
    batchYield:
      formula.yieldAmount !== null && formula.yieldUnit
        ? { amount: formula.yieldAmount, unit: formula.yieldUnit }
        : null,
    ingredients: ingredients.map((ingredient) => ({
      position: ingredient.position,
      name: ingredient.name,
      productId: ingredient.productId,
      productName: ingredient.productName,
      productSlug: ingredient.productSlug,
      amount: ingredient.amount,
      unit: ingredient.unit,
      percentage: ingredient.percentage,
      phase: ingredient.phase,
    })),
  };
}

/**
 * Formulas with their batch cost at their yield. Formulas are a few hundred at most, so they are
 * costed together and sorted here (a cost is not a column to sort on).
 */
export async function listConsultaFormulas(db: Database, query: ListQuery) {
  const search = query.q ? containsText(sql.raw('f.search_text'), query.q) : sql`true`;
  const formulas = await loadFormulas(db, search);
  const ingredients = await loadIngredients(
    db,
    formulas.map((formula) => formula.id),
  );
  const costs = await latestCosts(db, [
    ...new Set(ingredients.flatMap((row) => (row.productId ? [row.productId] : []))),
  ]);
  const handPrices = await handPricesOf(db, ingredients);
  const byFormula = new Map<string, IngredientRow[]>();
  for (const row of ingredients) {
    byFormula.set(row.formulaId, [...(byFormula.get(row.formulaId) ?? []), row]);
  }
  const summaries: ConsultaFormulaSummary[] = formulas.map((formula) => {
    const cost = costOf(formula, byFormula.get(formula.id) ?? [], costs, handPrices);
    return {
      id: formula.id,
      title: formula.title,
      slug: formula.slug,
      typeName: formula.typeName,
      status: formula.status,
      ingredientCount: cost.lines.length,
      costedCount: cost.lines.length - cost.missingCostCount,
      batchCostCents: cost.batchCostCents,
    };
  });
  const orden = query.orden ?? 'titulo';
  const direction = (query.dir ?? (orden === 'titulo' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const key = (row: ConsultaFormulaSummary): number | string | null =>
    orden === 'costo' ? row.batchCostCents : orden === 'ingredientes' ? row.ingredientCount : null;
  if (orden !== 'titulo') {
    summaries.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -direction : direction;
    });
  } else if (direction === -1) summaries.reverse();
  const start = (query.page - 1) * query.pageSize;
  return listAnswer(query, summaries.slice(start, start + query.pageSize), summaries.length);
}
