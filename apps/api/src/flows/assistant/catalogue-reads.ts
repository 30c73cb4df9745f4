import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GHS_PICTOGRAM_LABELS,
  IVA_CODE_LABELS,
  SIGNAL_WORD_LABELS,
  type AssistantSource,
  type FormulaDetailResponse,
  type ProductDetailResponse,
  type ProductSummary,
  type PublishStatus,
} from '@quimia/contracts';
import { formulas, products } from '../../db/schema';
import { plainText } from '../../lib/rich-text';
import { formatCents } from '../../lib/money';
import { normalizeText } from '../../lib/text';
import { catalogQueries, findProductRow, loadProductDetail } from '../../modules/catalog';
import { findFormulaRow, loadFormulaDetail, searchFormulas } from '../../modules/formulas';

// The catalogue as QuimIA reads it: the same searches and product and formula reads as the
// shop's pages, with what a published-only reader may see, shaped as short Spanish records the
// model and the offline answers both quote.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Words that say nothing about what is looked for: dropped when a whole question finds nothing. */
const FILLER_WORDS = new Set(
  (
    'a al algo algun alguna alguno buscar busco cual cuales cuanto cuanta como con de del donde ' +
    'el ella en es esta este esto favor hay la las lo los me mi necesito para por porque que ' +
    'quiero se ser si sobre su sus tiene tienen tengo un una unos unas usted venden vende y o ' +
    'hola dime dame puedes podrias informacion producto productos'
  ).split(' '),
);

/** The words of a question worth searching for, longest first. */
export function significantWords(text: string): string[] {
  const words = normalizeText(text)
    .split(/[^a-z0-9-]+/)
    .filter((word) => (word.length >= 3 || /^\d+$/.test(word)) && !FILLER_WORDS.has(word));
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** `$3,50` from cents; "a consultar" when there is no price. */
export const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? 'a consultar' : formatCents(cents);

const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 });
/** A quantity as a Spanish reader writes it: 2935.14 (or its text) → `2.935,14`. */
export const quantityText = (value: number | string) => decimal.format(Number(value));

export const productHref = (product: { slug: string; id: string; status?: string }) =>
  product.status === 'draft' ? `/dashboard/product/${product.id}/edit` : `/product/${product.slug}`;
export const formulaHref = (formula: { slug: string; id: string; status?: string }) =>
  formula.status === 'draft' ? `/dashboard/post/${formula.slug}/edit` : `/post/${formula.slug}`;

export type Reader = {
  app: FastifyInstance;
  /** Staff also read drafts; everyone else only what is published. */
  staff: boolean;
};

const statusesOf = (reader: Reader): PublishStatus[] =>
  reader.staff ? ['published', 'draft'] : ['published'];

export type ProductCard = {
  nombre: string;
  codigo: string;
  cas: string | null;
  tipo: string;
  precioDesde: string;
  unidad: string;
  stock: number;
  borrador?: true;
  enlace: string;
};

const productCard = (item: ProductSummary): ProductCard => ({
  nombre: item.name,
  codigo: item.code,
  cas: item.casNumber,
  tipo: item.type.name,
  precioDesde: dollars(item.priceFromCents),
  unidad: item.unit,
  stock: item.stock,
  ...(item.status === 'draft' ? { borrador: true as const } : {}),
  enlace: productHref(item),
});

export const productSource = (item: {
  name: string;
  slug: string;
  id: string;
  status?: string;
}): AssistantSource => ({ kind: 'product', title: item.name, href: productHref(item) });
export const formulaSource = (item: {
  title: string;
  slug: string;
  id: string;
  status?: string;
}): AssistantSource => ({ kind: 'formula', title: item.title, href: formulaHref(item) });

/** A search with the whole text, then (when that finds nothing) with its words one by one. */
async function withWordFallback<T extends { id: string }>(
  search: (q: string) => Promise<{ items: T[] }>,
  text: string,
  limit: number,
): Promise<T[]> {
  const items = (await search(text.slice(0, 100))).items;
  if (items.length > 0) return items;
  const seen = new Set<string>();
  for (const word of significantWords(text).slice(0, 4)) {
    for (const item of (await search(word)).items) {
      if (!seen.has(item.id) && items.length < limit) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return items;
}

/**
 * The catalogue search with the whole text, then (when that finds nothing) with its significant
 * words one by one: "¿tienen ácido cítrico para limpiar?" finds the citric acid.
 */
export async function findProducts(reader: Reader, text: string, limit: number) {
  const catalog = catalogQueries(reader.app);
  const search = (q: string) =>
    catalog.searchProducts({
      q,
      statuses: statusesOf(reader),
      sort: 'relevance',
      page: 1,
      pageSize: limit,
      facets: false,
    });
  const items = await withWordFallback(search, text, limit);
  return { items, cards: items.map(productCard), sources: items.map(productSource) };
}

/** Formula posts by text, with the same fallback to single words. */
export async function findFormulas(reader: Reader, text: string, limit: number) {
  const search = (q: string) =>
    searchFormulas(reader.app.db, {
      q,
      statuses: statusesOf(reader),
      sort: 'relevance',
      page: 1,
      pageSize: limit,
    });
  const items = await withWordFallback(search, text, limit);
  return {
    items,
    cards: items.map((item) => ({
      titulo: item.title,
      tipo: item.type.name,
      resumen: item.summary,
      ingredientes: item.ingredientCount,
      ...(item.status === 'draft' ? { borrador: true as const } : {}),
      enlace: formulaHref(item),
    })),
    sources: items.map(formulaSource),
  };
}

/** A product named by id, slug, code or name (the best search hit); null when none is visible. */
export async function resolveProduct(
  reader: Reader,
  reference: string,
): Promise<ProductDetailResponse | null> {
  const text = reference.trim();
  const db = reader.app.db;
  let row = UUID.test(text) ? await findProductRow(db, { id: text }) : undefined;
  row ??= await findProductRow(db, { slug: text.toLowerCase() });
  if (!row) {
    const [byCode] = await db
      .select()
      .from(products)
      .where(eq(products.code, text.toUpperCase()))
      .limit(1);
    row = byCode;
  }
  if (!row) {
    const [best] = (await findProducts(reader, text, 1)).items;
    row = best ? await findProductRow(db, { id: best.id }) : undefined;
  }
  if (!row || (!reader.staff && row.status !== 'published')) return null;
  const taxonomy = await catalogQueries(reader.app).taxonomy();
  return loadProductDetail(db, taxonomy, row, { staff: reader.staff });
}

/** A product's page data as QuimIA quotes it. */
export function productRecord(detail: ProductDetailResponse) {
  const { product, formulas: using } = detail;
  return {
    nombre: product.name,
    codigo: product.code,
    sinonimos: product.synonyms,
    cas: product.casNumber,
    formulaQuimica: product.chemicalFormula,
    tipo: product.type.name,
    subtipo: product.subtype?.name ?? null,
    lineasDeNegocio: product.businessLines.map((line) => line.name),
    areasDeAplicacion: product.applicationAreas.map((area) => area.name),
    unidad: product.unit,
    descripcion: plainText(product.description).slice(0, 1500),
    presentaciones: product.presentations.map((presentation) => ({
      presentacion: presentation.label,
      precioSinIva: dollars(presentation.priceCents),
      ...(presentation.priceBreaks.length
        ? {
            preciosPorVolumen: presentation.priceBreaks.map(
              (step) => `desde ${step.fromQuantity}: ${dollars(step.unitPriceCents)}`,
            ),
          }
        : {}),
    })),
    iva: IVA_CODE_LABELS[product.ivaCode],
    stock: product.stock,
    pedidoMinimo: product.minimumOrder,
    plazoEntregaDias: product.leadTimeDays,
    seguridad: {
      pictogramas: product.ghs.pictograms.map((code) => `${code} ${GHS_PICTOGRAM_LABELS[code]}`),
      palabraDeAdvertencia: product.ghs.signalWord
        ? SIGNAL_WORD_LABELS[product.ghs.signalWord]
        : null,
      indicacionesDePeligro: product.ghs.hazardStatements,
      transportePeligroso: product.dangerousGoods
        ? `ONU ${product.dangerousGoods.unNumber}, clase ${product.dangerousGoods.hazardClass}`
        : null,
      hojaDeSeguridad: product.safetyDataSheet?.url ?? null,
    },
    fichaTecnica: product.technicalSheet?.url ?? null,
    ...(product.status === 'draft' ? { borrador: true as const } : {}),
    formulasQueLoUsan: using.map((formula) => ({
      titulo: formula.title,
      enlace: formulaHref(formula),
    })),
    enlace: productHref(product),
  };
}
export type ProductRecord = ReturnType<typeof productRecord>;

/** The sources of a product record: the product and the formulas listed with it. */
export function productRecordSources(detail: ProductDetailResponse): AssistantSource[] {
  return [
    productSource(detail.product),
    ...detail.formulas.map((formula) => formulaSource(formula)),
  ];
}

/** A formula named by id, slug or title (the best search hit); null when none is visible. */
export async function resolveFormula(
  reader: Reader,
  reference: string,
): Promise<FormulaDetailResponse | null> {
  const text = reference.trim();
  const db = reader.app.db;
  let row = UUID.test(text) ? await findFormulaRow(db, { id: text }) : undefined;
  row ??= await findFormulaRow(db, { slug: text.toLowerCase() });
  if (!row) {
    const [best] = (await findFormulas(reader, text, 1)).items;
    row = best ? await findFormulaRow(db, { id: best.id }) : undefined;
  }
  if (!row || (!reader.staff && row.status !== 'published')) return null;
  return loadFormulaDetail(db, row, { staff: reader.staff });
}

export function formulaRecord({ formula }: FormulaDetailResponse) {
  return {
    titulo: formula.title,
    tipo: formula.type.name,
    resumen: formula.summary,
    rendimiento: formula.batchYield
      ? `${formula.batchYield.amount} ${formula.batchYield.unit}`
      : null,
    ingredientes: formula.ingredients.map((ingredient) => ({
      nombre: ingredient.product?.name ?? ingredient.name,
      cantidad: `${ingredient.amount} ${ingredient.unit}`,
      porcentaje: ingredient.percentage,
      fase: ingredient.phase,
      enlace: ingredient.product ? `/product/${ingredient.product.slug}` : null,
    })),
    pasos: formula.steps,
    seguridad: formula.safetyNotes,
    contenido: plainText(formula.contentHtml).slice(0, 1500),
    ...(formula.status === 'draft' ? { borrador: true as const } : {}),
    enlace: formulaHref(formula),
  };
}
export type FormulaRecord = ReturnType<typeof formulaRecord>;

/** The published formulas that use a product (a visitor's product question may quote them). */
export async function publishedFormulasUsing(app: FastifyInstance, productId: string) {
  return app.db
    .select({ id: formulas.id, slug: formulas.slug, title: formulas.title })
    .from(formulas)
    .where(
      and(
        eq(formulas.status, 'published'),
        sql`exists (select 1 from formula_ingredients i
              where i.formula_id = ${formulas.id} and i.product_id = ${productId})`,
      ),
    )
    .limit(12);
}
