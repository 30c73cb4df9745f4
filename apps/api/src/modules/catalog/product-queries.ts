import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  FacetValue,
  FormulaLink,
  ProductDetailResponse,
  ProductFacets,
  ProductSort,
  PublishStatus,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  documents,
  formulaIngredients,
  formulas,
  images,
  productPresentations,
  products,
  type ProductRow,
} from '../../db/schema';
import { presentDocument, presentImage } from '../uploads';
import {
  CARD_DESCRIPTION_LENGTH,
  presentProduct,
  presentProductSummary,
  type ProductSummaryRow,
} from './product-presenter';
import { normalizeText } from '../../lib/text';
import { planSearch, type SearchPlan } from './search-terms';
import { escapeLike, queryRows, sqlArray } from '../../db/sql-helpers';
import type { Taxonomy, TaxonomyRow } from './taxonomy';

/** The columns of a product card, with its cover image. */
const summaryColumns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  name: products.name,
  casNumber: products.casNumber,
  chemicalFormula: products.chemicalFormula,
  typeId: products.typeId,
  subtypeId: products.subtypeId,
  businessLineIds: products.businessLineIds,
  unit: products.unit,
  priceFromCents: products.priceFromCents,
  ivaCode: products.ivaCode,
  stock: products.stock,
  soldToOrder: products.soldToOrder,
  minimumStock: products.minimumStock,
  featured: products.featured,
  status: products.status,
  ghsPictograms: products.ghsPictograms,
  updatedAt: products.updatedAt,
  descriptionStart: sql<string>`left(${products.description}, ${sql.raw(String(CARD_DESCRIPTION_LENGTH))})`,
  coverId: images.id,
  coverWidth: images.width,
  coverHeight: images.height,
  coverAlt: images.alt,
};

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(products)
    .leftJoin(images, eq(images.id, sql`${products.imageIds}[1]`));
}
type SummarySelection = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummaryRow(row: SummarySelection): ProductSummaryRow {
  const { coverId, coverWidth, coverHeight, coverAlt, ...rest } = row;
  return {
    ...rest,
    cover:
      coverId && coverWidth && coverHeight
        ? { id: coverId, width: coverWidth, height: coverHeight, alt: coverAlt }
        : null,
  };
}

/**
 * The cards of these products, in this order, among those with one of the statuses (a product
 * unpublished since its id was listed is left out).
 */
export async function productCards(
  db: Database,
  taxonomy: Taxonomy,
  ids: readonly string[],
  { statuses, staff = false }: { statuses: readonly PublishStatus[]; staff?: boolean },
) {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(db).where(
    and(inArray(products.id, [...ids]), inArray(products.status, [...statuses])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => presentProductSummary(toSummaryRow(row), taxonomy, staff));
}

export type ProductSearch = {
  q?: string;
  lineas?: string[];
  tipos?: string[];
  subtipos?: string[];
  areas?: string[];
  /** Type ids, for listings by type id. */
  typeIds?: number[];
  featured?: boolean;
  /** Statuses to include; public reads pass `['published']`. */
  statuses: readonly PublishStatus[];
  /** Staff asked (drafts allowed, whichever statuses): hidden categories and minimum stock shown. */
  staff?: boolean;
  sort: ProductSort;
  page: number;
  pageSize: number;
  facets: boolean;
};

/** What a search finds: its page's product ids in order, the total and the facet counts. */
export type ProductMatches = {
  ids: string[];
  total: number;
  facets?: ProductFacets;
  /**
   * The words (stemmed) of a text search's full-text query: only a product that gains or loses
   * one of them in its searchable text may change what it finds.
   */
  words?: string[];
  /** Whether the search looked up alternatives of words the catalogue did not know. */
  lookedUp?: boolean;
};

type Dimension = 'line' | 'type' | 'subtype' | 'area';

/**
 * `search_text` contains `text`, in a form the trigram index answers cheaply. For a LIKE the index
 * intersects the row lists of every trigram of the pattern, and a phrase has many common ones
 * ("de ", " al", "a c") that each list most of the catalogue: "aceite de almendras dulces al 85 %"
 * took tens of milliseconds. Its two longest words are as selective at a fraction of the cost; the
 * rows they find are then checked for the whole phrase (`strpos`, which the index does not take).
 */
function containsPhrase(text: string): SQL {
  const phrase = sql`p.search_text like quimia_normalize(${`%${escapeLike(text)}%`})`;
  const parts = text.split(/\s+/);
  const words = parts.filter((word) => normalizeText(word).length >= 3);
  if (parts.length < 2 || words.length === 0) return phrase;
  const longest = words.sort((a, b) => b.length - a.length).slice(0, 2);
  return sql`(${sql.join(
    longest.map((word) => sql`p.search_text like quimia_normalize(${`%${escapeLike(word)}%`})`),
    sql` and `,
  )} and strpos(p.search_text, quimia_normalize(${text})) > 0)`;
}

/**
 * The catalogue search. Matches by Spanish full text (stemmed, accent-insensitive; misspelt words
 * also match their closest catalogue words: "acido citrco") or by substring (codes, CAS numbers,
 * partial words), and ranks exact code/CAS hits first, then how well the name matches. One
 * statement computes the page's ids, the total and the facet counts over the same matched set:
 * each facet counts the products that match the search and every other filter.
 *
 * A query of several words looks for the substring only when the full text finds nothing
 * ("acido cit" while typing): otherwise the substring finds the same products (the bench's
 * product names: always), and asking the trigram index for it cost more than the search itself.
 */
export async function findProductMatches(
  db: Database,
  taxonomy: Taxonomy,
  search: ProductSearch,
  /** The search vocabulary (loadSearchWords): known words need no look-up of alternatives. */
  vocabulary?: ReadonlySet<string>,
): Promise<ProductMatches> {
  const q = search.q?.trim() || undefined;
  const base: SQL[] = [
    search.statuses.length === 1
      ? sql`p.status = ${search.statuses[0]}`
      : sql`p.status in (${sql.join(
          search.statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`,
  ];
  if (search.featured !== undefined) base.push(sql`p.featured = ${search.featured}`);

  let rank: SQL = sql`0`;
  let plan: SearchPlan | undefined;
  // What a product must match, first choice first: the next one is tried when one finds nothing.
  const matches: SQL[] = [];
  if (q) {
    const text = q.trim();
    plan = await planSearch(db, text, vocabulary);
    const tsQuery = plan.tsQuery ? sql`to_tsquery('spanish', ${plan.tsQuery})` : null;
    // Substrings catch codes, CAS numbers and partial words; too short, they would match all.
    const long = normalizeText(text).length >= 3;
    const contains = sql`${sql.raw(long ? 'p.search_text' : 'p.name_search')} like quimia_normalize(${
      long ? `%${escapeLike(text)}%` : `${escapeLike(text)}%`
    })`;
    const substring = long ? containsPhrase(text) : contains;
    if (!tsQuery) matches.push(substring);
    else {
      const either = sql`(p.search_vector @@ ${tsQuery} or ${substring})`;
      matches.push(...(/\s/.test(text) ? [sql`p.search_vector @@ ${tsQuery}`, either] : [either]));
    }
    // Exact code or CAS first; then the words found in the name or synonyms, a name that starts
    // with the query, the query as typed found in name, synonyms, code or CAS; shorter names
    // first ("Ácido cítrico anhidro" before "Ácido cítrico anhidro grado técnico"). All in
    // real, ts_rank's type: numeric constants cost a conversion per row (2 of 11 ms for 486
    // matches on PGlite).
    rank = sql`(case when p.code = ${text.toUpperCase()} or p.cas_number = ${text} then 10 else 0 end)::real
      + ${tsQuery ? sql`ts_rank(p.name_vector, ${tsQuery})` : sql`0`}
      - 0.002::real * length(p.name_search)
      + (case when p.name_search like quimia_normalize(${`${escapeLike(plan.corrected)}%`}) then 0.5::real else 0 end)
      + (case when ${contains} then 0.3::real else 0 end)`;
  }

  const filterIds: Record<Dimension, number[] | undefined> = {
    line: search.lineas ? taxonomy.lines.idsOf(search.lineas) : undefined,
    type: search.tipos ? taxonomy.types.idsOf(search.tipos) : search.typeIds,
    subtype: search.subtipos ? taxonomy.subtypes.idsOf(search.subtipos) : undefined,
    area: search.areas ? taxonomy.areas.idsOf(search.areas) : undefined,
  };
  if (search.tipos && search.typeIds) {
    filterIds.type = filterIds.type!.filter((id) => search.typeIds!.includes(id));
  }
  const dimensionCondition = (dimension: Dimension): SQL | undefined => {
    const ids = filterIds[dimension];
    if (!ids) return undefined;
    if (ids.length === 0) return sql`false`;
    switch (dimension) {
      case 'line':
        return sql`business_line_ids && ${sqlArray(ids, 'int')}`;
      case 'area':
        return sql`application_area_ids && ${sqlArray(ids, 'int')}`;
      case 'type':
        return sql`type_id = any(${sqlArray(ids, 'int')})`;
      case 'subtype':
        return sql`subtype_id = any(${sqlArray(ids, 'int')})`;
    }
  };
  const where = (except?: Dimension) => {
    const conditions = (['line', 'type', 'subtype', 'area'] as const)
      .filter((dimension) => dimension !== except)
      .map(dimensionCondition)
      .filter((condition) => condition !== undefined);
    return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  };

  const order = (() => {
    switch (search.sort) {
      case 'name':
        return sql`name_search asc, id asc`;
      case 'price_asc':
        return sql`price_from_cents asc nulls last, name_search asc, id asc`;
      case 'price_desc':
        return sql`price_from_cents desc nulls last, name_search asc, id asc`;
      case 'newest':
        return sql`created_at desc, id asc`;
      case 'relevance':
        return q
          ? sql`rank desc, name_search asc, id asc`
          : sql`featured desc, name_search asc, id asc`;
    }
  })();

  const facet = (dimension: Dimension, expression: string) =>
    sql`(select coalesce(json_agg(json_build_array(f.id, f.n)), '[]'::json)
         from (select ${sql.raw(expression)} as id, count(*)::int as n from matched
               where ${where(dimension)} group by 1) f where f.id is not null)`;

  // Without a filter, `filtered` would only copy every match once more.
  const filtered = Object.values(filterIds).some((ids) => ids !== undefined);
  const source = sql.raw(filtered ? 'filtered' : 'matched');
  const select = async (match: SQL | undefined) => {
    const [row] = await queryRows<{
      total: number;
      ids: string[];
      words?: string[];
      lines?: [number, number][];
      types?: [number, number][];
      subtypes?: [number, number][];
      areas?: [number, number][];
    }>(
      db,
      sql`with matched as materialized (
            select p.id, p.type_id, p.subtype_id, p.business_line_ids, p.application_area_ids,
                   p.featured, p.name_search, p.price_from_cents, p.created_at, ${rank} as rank
            from products p
            where ${sql.join(match ? [...base, match] : base, sql` and `)}
          ),
          ${filtered ? sql`filtered as (select * from matched where ${where()}),` : sql``}
          page as (
            select id from ${source} order by ${order}
            limit ${search.pageSize} offset ${(search.page - 1) * search.pageSize}
          )
          select
            (select count(*)::int from ${source}) as total,
            array(select id from page) as ids
            ${
              // The query's words as the index keeps them (the same dictionary stems both).
              plan?.tsQuery
                ? sql`, tsvector_to_array(to_tsvector('spanish', ${plan.tsQuery.replace(/[()|&]/g, ' ')})) as words`
                : sql``
            }
            ${
              search.facets
                ? sql`, ${facet('line', 'unnest(business_line_ids)')} as lines,
                   ${facet('type', 'type_id')} as types,
                   ${facet('subtype', 'subtype_id')} as subtypes,
                   ${facet('area', 'unnest(application_area_ids)')} as areas`
                : sql``
            }`,
    );
    return row;
  };
  let stats = await select(matches[0]);
  for (const match of matches.slice(1)) {
    if (Number(stats?.total ?? 0) > 0) break;
    stats = await select(match);
  }

  let facets: ProductFacets | undefined;
  if (search.facets && stats) {
    const values = (
      rows: readonly TaxonomyRow[],
      counts: [number, number][] | undefined,
      selected: number[] | undefined,
    ): FacetValue[] => {
      const byId = new Map((counts ?? []).map(([id, n]) => [Number(id), Number(n)]));
      // Selected values stay listed (count 0) so the visitor can see and clear them; hidden
      // ones are offered to nobody.
      return rows
        .filter((row) => (byId.has(row.id) && !row.hidden) || selected?.includes(row.id))
        .map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          count: byId.get(row.id) ?? 0,
        }));
    };
    facets = {
      lineas: values(taxonomy.lines.rows, stats.lines, filterIds.line),
      tipos: values(taxonomy.types.rows, stats.types, filterIds.type),
      subtipos: values(taxonomy.subtypes.rows, stats.subtypes, filterIds.subtype),
      areas: values(taxonomy.areas.rows, stats.areas, filterIds.area),
    };
  }
  return {
    ids: stats?.ids ?? [],
    total: Number(stats?.total ?? 0),
    ...(facets ? { facets } : {}),
    ...(plan ? { words: stats?.words ?? [], lookedUp: plan.lookedUp } : {}),
  };
}

/** Staff lists (drafts asked for) name hidden categories too. */
export function searchIsStaff(search: ProductSearch) {
  return search.staff ?? search.statuses.includes('draft');
}

/**
 * The products a search finds as cards: `matches` (see `findProductMatches`, which a caller may
 * keep: it changes only when what lists go by does), then the cards of its page.
 */
export async function searchProducts(
  db: Database,
  taxonomy: Taxonomy,
  search: ProductSearch,
  matches: ProductMatches,
) {
  return {
    items: await productCards(db, taxonomy, matches.ids, {
      statuses: search.statuses,
      staff: searchIsStaff(search),
    }),
    total: matches.total,
    page: search.page,
    pageSize: search.pageSize,
    ...(matches.facets ? { facets: matches.facets } : {}),
  };
}

/** Featured published products: the home page's showcase. */
export async function featuredProducts(db: Database, taxonomy: Taxonomy, limit: number) {
  const rows = await selectSummaries(db)
    .where(and(eq(products.status, 'published'), eq(products.featured, true)))
    .orderBy(asc(products.nameSearch))
    .limit(limit);
  return rows.map((row) => presentProductSummary(toSummaryRow(row), taxonomy));
}

/**
 * The published products a product's page suggests: of its type, most business lines in common
 * first, then featured, then by name.
 */
export async function relatedProductIds(
  db: Database,
  row: Pick<ProductRow, 'id' | 'typeId' | 'businessLineIds'>,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, 'published'),
        eq(products.typeId, row.typeId),
        ne(products.id, row.id),
      ),
    )
    .orderBy(
      desc(
        sql`cardinality(array(select unnest(${products.businessLineIds}) intersect select unnest(${sqlArray(row.businessLineIds, 'int')})))`,
      ),
      desc(products.featured),
      asc(products.nameSearch),
    )
    .limit(4);
  return rows.map((related) => related.id);
}

export async function findProductRow(
  db: Database,
  by: { id?: string; slug?: string },
): Promise<ProductRow | undefined> {
  const condition = by.id ? eq(products.id, by.id) : eq(products.slug, by.slug ?? '');
  const [row] = await db.select().from(products).where(condition).limit(1);
  return row;
}

/** A product with everything its page shows; `staff` also sees draft formulas linking to it. */
export async function loadProductDetail(
  db: Database,
  taxonomy: Taxonomy,
  row: ProductRow,
  {
    staff = false,
    relatedIds = (product) => relatedProductIds(db, product),
  }: {
    staff?: boolean;
    /** The products its page suggests (see `relatedProductIds`; a caller may keep them). */
    relatedIds?: (product: ProductRow) => Promise<readonly string[]>;
  } = {},
): Promise<ProductDetailResponse> {
  const documentIds = [row.technicalSheetId, row.safetyDataSheetId].filter(
    (id): id is string => id !== null,
  );
  const [presentationRows, imageRows, documentRows, formulaRows, related] = await Promise.all([
    db
      .select()
      .from(productPresentations)
      .where(eq(productPresentations.productId, row.id))
      .orderBy(asc(productPresentations.position)),
    row.imageIds.length
      ? db
          .select({ id: images.id, width: images.width, height: images.height, alt: images.alt })
          .from(images)
          .where(inArray(images.id, row.imageIds))
      : Promise.resolve([]),
    documentIds.length
      ? db
          .select({ id: documents.id, fileName: documents.fileName, bytes: documents.bytes })
          .from(documents)
          .where(inArray(documents.id, documentIds))
      : Promise.resolve([]),
    db
      .selectDistinct({
        id: formulas.id,
        slug: formulas.slug,
        title: formulas.title,
        summary: formulas.summary,
        publishedAt: formulas.publishedAt,
      })
      .from(formulaIngredients)
      .innerJoin(formulas, eq(formulas.id, formulaIngredients.formulaId))
      .where(
        and(
          eq(formulaIngredients.productId, row.id),
          staff ? undefined : eq(formulas.status, 'published'),
        ),
      )
      .orderBy(desc(formulas.publishedAt), asc(formulas.id))
      .limit(12),
    relatedIds(row).then((ids) => productCards(db, taxonomy, ids, { statuses: ['published'] })),
  ]);
  const imagesById = new Map(imageRows.map((image) => [image.id, image]));
  const documentsById = new Map(documentRows.map((document) => [document.id, document]));
  const documentOf = (id: string | null) => {
    const document = id ? documentsById.get(id) : undefined;
    return document ? presentDocument(document) : null;
  };
  const formulasUsing: FormulaLink[] = formulaRows.map(({ id, slug, title, summary }) => ({
    id,
    slug,
    title,
    summary,
  }));
  return {
    product: presentProduct(
      row,
      taxonomy,
      {
        presentations: presentationRows.map((presentation) => ({
          id: presentation.id,
          label: presentation.label,
          size: Number(presentation.size),
          unit: presentation.unit,
          priceCents: presentation.priceCents,
          saleMultiple: presentation.saleMultiple,
          priceBreaks: presentation.priceBreaks,
          shippingWeightKg: presentation.shippingWeightKg,
        })),
        images: row.imageIds
          .map((id) => imagesById.get(id))
          .filter((image) => image !== undefined)
          .map(presentImage),
        technicalSheet: documentOf(row.technicalSheetId),
        safetyDataSheet: documentOf(row.safetyDataSheetId),
      },
      staff,
    ),
    formulas: formulasUsing,
    related,
  };
}

/** The number of products, drafts included. */
export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row?.n ?? 0);
}
