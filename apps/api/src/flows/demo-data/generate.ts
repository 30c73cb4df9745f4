import { count, eq, sql } from 'drizzle-orm';
import { slugify, type ProductUnit } from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  applicationAreas,
  businessLines,
  productPresentations,
  products,
  productSubtypes,
  productTypes,
  type NewProductRow,
} from '../../db/schema';
import { analyzeCatalog, refreshSearchWords } from '../../modules/catalog';

const GRADES = [
  'grado técnico',
  'grado alimenticio',
  'grado farmacéutico USP',
  'grado cosmético',
  'grado industrial',
  'grado reactivo',
  'al 98 %',
  'al 85 %',
  'al 50 %',
  'en solución al 10 %',
  'en polvo',
  'en escamas',
  'granulado',
  'micronizado',
  'líquido',
];
const ORIGINS = [
  'China',
  'Alemania',
  'Colombia',
  'Perú',
  'México',
  'EE. UU.',
  'India',
  'Brasil',
  'España',
  'Chile',
];

/** Products to vary when the catalogue has none yet. */
const FALLBACK_BASES = [
  { name: 'Ácido cítrico', synonyms: ['E330'], casNumber: '77-92-9', unit: 'kg' as ProductUnit },
  {
    name: 'Hidróxido de sodio',
    synonyms: ['Soda cáustica'],
    casNumber: '1310-73-2',
    unit: 'kg' as ProductUnit,
  },
  { name: 'Glicerina', synonyms: ['Glicerol'], casNumber: '56-81-5', unit: 'L' as ProductUnit },
  {
    name: 'Lauril éter sulfato de sodio',
    synonyms: ['Texapón'],
    casNumber: '68585-34-2',
    unit: 'kg' as ProductUnit,
  },
  {
    name: 'Hipoclorito de sodio',
    synonyms: ['Cloro líquido'],
    casNumber: '7681-52-9',
    unit: 'L' as ProductUnit,
  },
];

/** Deterministic pseudo-random numbers: the same catalogue on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(list: readonly T[], next: () => number): T =>
  list[Math.floor(next() * list.length)]!;

/**
 * Grows the catalogue to `total` products for benchmarks: variants (grade, origin, lot) of the
 * products already there, spread over the existing lines, types and areas, inserted in batches.
 * Published, with prices; codes start with GEN- so they are easy to tell apart.
 */
export async function generateProducts(
  db: Database,
  {
    total,
    batchSize = 1000,
    onProgress,
  }: { total: number; batchSize?: number; onProgress?: (done: number) => void },
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  let current = Number(existing?.n ?? 0);
  if (current >= total) return 0;

  const [lines, types, subtypes, areas, bases] = await Promise.all([
    db.select({ id: businessLines.id, name: businessLines.name }).from(businessLines),
    db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes),
    db.select({ id: productSubtypes.id, typeId: productSubtypes.typeId }).from(productSubtypes),
    db.select({ id: applicationAreas.id }).from(applicationAreas),
    db
      .select({
        name: products.name,
        synonyms: products.synonyms,
        casNumber: products.casNumber,
        chemicalFormula: products.chemicalFormula,
        typeId: products.typeId,
        subtypeId: products.subtypeId,
        businessLineIds: products.businessLineIds,
        applicationAreaIds: products.applicationAreaIds,
        unit: products.unit,
        description: products.description,
        ghsPictograms: products.ghsPictograms,
        signalWord: products.signalWord,
        hazardStatements: products.hazardStatements,
      })
      .from(products)
      .where(eq(products.status, 'published'))
      .limit(500),
  ]);
  if (types.length === 0 || lines.length === 0) {
    // An empty shop: minimal taxonomy to hang the products on.
    const [type] = await db
      .insert(productTypes)
      .values({ slug: 'materias-primas', name: 'Materias primas' })
      .onConflictDoNothing()
      .returning({ id: productTypes.id, name: productTypes.name });
    const [line] = await db
      .insert(businessLines)
      .values({ slug: 'industrial', name: 'Industrial' })
      .onConflictDoNothing()
      .returning({ id: businessLines.id, name: businessLines.name });
    if (type) types.push(type);
    if (line) lines.push(line);
  }

  const [last] = await db
    .select({ n: sql<number>`coalesce(max(substring(${products.code} from 5)::int), 0)::int` })
    .from(products)
    .where(sql`${products.code} ~ '^GEN-[0-9]+$'`);
  let sequence = Number(last?.n ?? 0);
  const next = random(sequence + 7);
  let created = 0;
  while (current < total) {
    const size = Math.min(batchSize, total - current);
    const rows: NewProductRow[] = [];
    const prices: { code: string; cents: number; unit: ProductUnit }[] = [];
    for (let i = 0; i < size; i += 1) {
      sequence += 1;
      const base = bases.length ? pick(bases, next) : null;
      const fallback = pick(FALLBACK_BASES, next);
      const typeId = base?.typeId ?? pick(types, next).id;
      const typeSubtypes = subtypes.filter((subtype) => subtype.typeId === typeId);
      const grade = pick(GRADES, next);
      const origin = pick(ORIGINS, next);
      const name = `${base?.name ?? fallback.name} ${grade} (${origin}) L${String(sequence).padStart(6, '0')}`;
      const code = `GEN-${String(sequence).padStart(7, '0')}`;
      const unit = base?.unit ?? fallback.unit;
      const cents = Math.round((1 + next() * 60) * 100);
      rows.push({
        code,
        slug: `${slugify(name)}-${sequence}`,
        name,
        synonyms: base?.synonyms ?? fallback.synonyms,
        casNumber: base ? base.casNumber : fallback.casNumber,
        chemicalFormula: base?.chemicalFormula ?? null,
        typeId,
        subtypeId: base?.subtypeId ?? (typeSubtypes.length ? pick(typeSubtypes, next).id : null),
        businessLineIds: base?.businessLineIds.length
          ? base.businessLineIds
          : [pick(lines, next).id],
        applicationAreaIds:
          base?.applicationAreaIds ?? (areas.length ? [pick(areas, next).id] : []),
        unit,
        priceFromCents: cents,
        ivaCode: next() > 0.1 ? 'iva' : 'cero',
        stock: Math.round(next() * 2000),
        minimumOrder: 1,
        leadTimeDays: Math.floor(next() * 5),
        featured: false,
        status: 'published',
        description:
          base?.description ??
          `${name}: materia prima ${grade} importada de ${origin}, para la industria ecuatoriana.`,
        ghsPictograms: base?.ghsPictograms ?? [],
        signalWord: base?.signalWord ?? null,
        hazardStatements: base?.hazardStatements ?? [],
        publishedAt: new Date(),
      });
      prices.push({ code, cents, unit });
    }
    const inserted = await db
      .insert(products)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: products.id, code: products.code });
    const byCode = new Map(prices.map((price) => [price.code, price]));
    const presentations = inserted.flatMap(({ id, code }) => {
      const price = byCode.get(code)!;
      return [
        {
          productId: id,
          position: 0,
          label: `1 ${price.unit}`,
          size: 1,
          unit: price.unit,
          priceCents: price.cents,
        },
        {
          productId: id,
          position: 1,
          label: `25 ${price.unit}`,
          size: 25,
          unit: price.unit,
          priceCents: Math.round(price.cents * 25 * 0.85),
        },
      ];
    });
    if (presentations.length) await db.insert(productPresentations).values(presentations);
    created += inserted.length;
    current += inserted.length;
    onProgress?.(current);
    // Nothing went in (every slug or code taken): stop rather than loop forever.
    if (inserted.length === 0) break;
  }
  await refreshSearchWords(db);
  await analyzeCatalog(db);
  return created;
}
