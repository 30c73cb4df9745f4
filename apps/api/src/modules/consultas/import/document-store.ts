import { eq, sql } from 'drizzle-orm';
import { PRODUCT_UNITS, type DocumentDirection, type ProductUnit } from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { insertRows, queryRows, sqlArray } from '../../../db/sql-helpers';
import {
  businessParties,
  productTradeDays,
  productTradeMonths,
  productTradeTotals,
  taxDocumentLines,
  taxDocuments,
} from '../../../db/schema';
import { packContent } from '../../../lib/measures';
import type { IncomingDocument, IncomingParty } from './incoming-document';

// Writes one imported document in one transaction: its party, the document, its lines matched to
// catalogue products, and the summaries the consultas read. A document already there (the same
// access key, or the same CSV document) changes nothing.

export type ProductMatch = {
  productId: string;
  presentationId: string | null;
  /** The product's units in one unit of the line (a 25 kg saco: 25); null when they cannot meet. */
  content: number | null;
};

type CataloguePresentation = { id: string; label: string; size: number; unit: ProductUnit };
/** A catalogue product as a line naming its code may mean it. */
export type CatalogueProduct = {
  id: string;
  unit: ProductUnit;
  density: number | null;
  presentations: CataloguePresentation[];
};
/** The catalogue's product codes (upper case) → product, read once per import. */
export type CatalogueCodes = ReadonlyMap<string, CatalogueProduct>;

export async function loadCatalogueCodes(db: Database): Promise<CatalogueCodes> {
  const rows = await queryRows<CatalogueProduct & { code: string }>(
    db,
    sql`select upper(p.code) as code, p.id, p.unit, p.density::float8 as density,
               coalesce((select json_agg(json_build_object('id', pp.id, 'label', pp.label,
                                 'size', pp.size, 'unit', pp.unit))
                           from product_presentations pp where pp.product_id = p.id), '[]') as presentations
          from products p`,
  );
  return new Map(rows.map(({ code, ...product }) => [code, product]));
}

/** Letters and digits only, without accents or case: «Saco 25 kg» and «SACO 25KG» meet. */
const compact = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const MEASURES = new Map(PRODUCT_UNITS.map((unit) => [compact(unit), unit]));

/**
 * What one unit of a line that names a product by its catalogue code holds of the product: the
 * line's unit when it is a measure (kg, L…); else the presentation the unit or the description
 * names («Saco 25 kg»: 25 kg); else one unit of the product.
 */
function catalogueMatch(
  product: CatalogueProduct,
  line: { unit?: string | null; description?: string },
): ProductMatch {
  const unit = line.unit ? compact(line.unit) : '';
  const measure = MEASURES.get(unit);
  if (measure && measure !== 'saco' && measure !== 'caneca' && measure !== 'tambor') {
    const content = packContent(1, measure, product.unit, product.density);
    return { productId: product.id, presentationId: null, content: content?.amount ?? null };
  }
  const text = `${unit} ${compact(line.description ?? '')}`;
  const named = product.presentations.filter((presentation) => {
    const label = compact(presentation.label);
    return label.length > 0 && text.includes(label);
  });
  if (named.length === 1) {
    const presentation = named[0]!;
    const content = packContent(
      Number(presentation.size),
      presentation.unit,
      product.unit,
      product.density,
    );
    return {
      productId: product.id,
      presentationId: presentation.id,
      content: content?.amount ?? null,
    };
  }
  return { productId: product.id, presentationId: null, content: 1 };
}

/**
 * A line's product: the mapping staff set for the party's code first (it is explicit), then the
 * catalogue product with that code, in the presentation the line names.
 */
export function matchLine(
  code: string | null,
  mappings: ReadonlyMap<string, ProductMatch>,
  catalogue: CatalogueCodes,
  line: { unit?: string | null; description?: string } = {},
): ProductMatch | null {
  if (!code) return null;
  const mapped = mappings.get(code);
  if (mapped) return mapped;
  const product = catalogue.get(code);
  return product ? catalogueMatch(product, line) : null;
}

export async function loadPartyMappings(
  db: Database,
  partyId: string | null,
): Promise<Map<string, ProductMatch>> {
  if (!partyId) return new Map();
  const rows = await queryRows<MappingRow>(db, sql`${MAPPING_QUERY} where m.party_id = ${partyId}`);
  return new Map(rows.map((row) => [row.code, matchOf(row)]));
}

type MappingRow = {
  code: string;
  productId: string;
  presentationId: string | null;
  size: number | null;
  unit: ProductUnit | null;
  productUnit: ProductUnit;
  density: number | null;
};

const MAPPING_QUERY = sql`select m.party_id as "partyId", m.code, m.product_id as "productId",
       m.presentation_id as "presentationId", pp.size::float8 as size, pp.unit,
       p.unit as "productUnit", p.density::float8 as density
  from product_code_mappings m
  join products p on p.id = m.product_id
  left join product_presentations pp on pp.id = m.presentation_id`;

/** A mapping's match: a presentation's content in the product's unit, else one product unit. */
export function matchOf(row: {
  productId: string;
  presentationId: string | null;
  size: number | null;
  unit: ProductUnit | null;
  productUnit: ProductUnit;
  density: number | null;
}): ProductMatch {
  const content =
    row.presentationId && row.size !== null && row.unit
      ? (packContent(row.size, row.unit, row.productUnit, row.density)?.amount ?? null)
      : 1;
  return { productId: row.productId, presentationId: row.presentationId, content };
}

export type StoreOutcome =
  | { outcome: 'created'; documentId: string; partyId: string; unmatchedLines: number }
  | { outcome: 'duplicate' };

export async function documentExists(db: Database, sourceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(eq(taxDocuments.sourceKey, sourceKey))
    .limit(1);
  return row !== undefined;
}

export async function findPartyId(db: Database, identification: string): Promise<string | null> {
  const [row] = await db
    .select({ id: businessParties.id })
    .from(businessParties)
    .where(eq(businessParties.identification, identification))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Adds matched lines (grouped by product and day) to their products' day, month and all-time
 * figures: one statement each, rows in one order so that two imports at once never wait on each
 * other in a circle.
 */
export async function addToProductSummaries(db: Database, rows: ProductDayTotal[]): Promise<void> {
  if (rows.length === 0) return;
  const keyOf = (row: ProductDayTotal) => `${row.productId}|${row.direction}|${row.day}`;
  const days = [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  await db.execute(sql`${insertRows(productTradeDays, days)}
    on conflict (product_id, direction, day) do update set
      quantity = product_trade_days.quantity + excluded.quantity,
      amount_cents = product_trade_days.amount_cents + excluded.amount_cents,
      line_count = product_trade_days.line_count + excluded.line_count`);

  const months = sumOfDays(days, (row) => `${row.day.slice(0, 7)}-01`).map(
    ({ firstDate: _first, ...sum }) => sum,
  );
  await db.execute(sql`${insertRows(productTradeMonths, months)}
    on conflict (product_id, direction, month) do update set
      quantity = product_trade_months.quantity + excluded.quantity,
      amount_cents = product_trade_months.amount_cents + excluded.amount_cents,
      line_count = product_trade_months.line_count + excluded.line_count,
      last_date = greatest(product_trade_months.last_date, excluded.last_date)`);

  const totals = sumOfDays(days, () => null).map(({ month: _month, ...sum }) => sum);
  await db.execute(sql`${insertRows(productTradeTotals, totals)}
    on conflict (product_id, direction) do update set
      quantity = product_trade_totals.quantity + excluded.quantity,
      amount_cents = product_trade_totals.amount_cents + excluded.amount_cents,
      line_count = product_trade_totals.line_count + excluded.line_count,
      first_date = least(product_trade_totals.first_date, excluded.first_date),
      last_date = greatest(product_trade_totals.last_date, excluded.last_date)`);
}

/** Days summed per product, direction and the period `periodOf` names (null: all time). */
function sumOfDays<Period extends string | null>(
  days: readonly ProductDayTotal[],
  periodOf: (row: ProductDayTotal) => Period,
) {
  const sums = new Map<
    string,
    Omit<ProductDayTotal, 'day'> & { month: Period; firstDate: string; lastDate: string }
  >();
  for (const row of days) {
    const month = periodOf(row);
    const key = `${row.productId}|${row.direction}|${month}`;
    const sum = sums.get(key);
    if (!sum) {
      const { day, ...figures } = row;
      sums.set(key, { ...figures, month, firstDate: day, lastDate: day });
      continue;
    }
    sum.quantity += row.quantity;
    sum.amountCents += row.amountCents;
    sum.lineCount += row.lineCount;
    if (row.day < sum.firstDate) sum.firstDate = row.day;
    if (row.day > sum.lastDate) sum.lastDate = row.day;
  }
  return [...sums.values()];
}

export type ProductDayTotal = {
  productId: string;
  direction: 'sale' | 'purchase';
  day: string;
  quantity: number;
  amountCents: number;
  lineCount: number;
};

/** Groups lines by product and day, summed: what the summaries add. */
export function productDayTotals(
  lines: {
    productId: string | null;
    direction: 'sale' | 'purchase';
    issueDate: string;
    productQuantity: number | null;
    subtotalCents: number;
  }[],
): ProductDayTotal[] {
  const totals = new Map<string, ProductDayTotal>();
  for (const line of lines) {
    if (!line.productId) continue;
    const key = `${line.productId}|${line.direction}|${line.issueDate}`;
    const total = totals.get(key) ?? {
      productId: line.productId,
      direction: line.direction,
      day: line.issueDate,
      quantity: 0,
      amountCents: 0,
      lineCount: 0,
    };
    total.quantity += line.productQuantity ?? 0;
    total.amountCents += line.subtotalCents;
    total.lineCount += 1;
    totals.set(key, total);
  }
  return [...totals.values()];
}

/**
 * Stores documents in one transaction with everything they add to, a few statements for the
 * whole batch: the parties, the documents, their lines, and the figures. A document already
 * there (or twice in the batch) is a duplicate and adds nothing. Outcomes are in the order given.
 */
export async function storeDocuments(
  db: Database,
  documents: readonly IncomingDocument[],
  options: { catalogue: CatalogueCodes; importedBy: string | null },
): Promise<StoreOutcome[]> {
  if (documents.length === 0) return [];
  return db.transaction(async (tx) => {
    const keys = documents.map((document) => document.sourceKey);
    const existing = new Set(
      (
        await queryRows<{ key: string }>(
          tx,
          sql`select source_key as key from tax_documents
               where source_key = any(${sqlArray(keys, 'text')})`,
        )
      ).map((row) => row.key),
    );
    const seen = new Set<string>();
    const fresh = documents.filter((document) => {
      if (existing.has(document.sourceKey) || seen.has(document.sourceKey)) return false;
      seen.add(document.sourceKey);
      return true;
    });
    const outcomes = new Map<string, StoreOutcome>();
    if (fresh.length > 0) {
      const parties = await upsertParties(
        tx,
        fresh.map((document) => ({ party: document.party, role: document.direction })),
      );
      // A twin import committed first: its documents are duplicates here.
      const stored = await queryRows<{ id: string; sourceKey: string }>(
        tx,
        sql`${insertRows(
          taxDocuments,
          fresh.map((document) => ({
            sourceKey: document.sourceKey,
            accessKey: document.accessKey,
            kind: document.kind,
            direction: document.direction,
            version: document.version,
            number: document.number,
            issueDate: document.issueDate,
            partyId: parties.get(document.party.identification)!,
            subtotalCents: document.subtotalCents,
            discountCents: document.discountCents,
            taxCents: document.taxCents,
            totalCents: document.totalCents,
            details: document.details,
            authorizationNumber: document.authorizationNumber,
            authorizedAt: document.authorizedAt ? new Date(document.authorizedAt) : null,
            source: document.source,
            fileName: document.fileName,
            importedBy: options.importedBy,
          })),
        )}
            on conflict (source_key) do nothing
            returning id, source_key as "sourceKey"`,
      );
      const ids = new Map(stored.map((row) => [row.sourceKey, row.id]));
      const kept = fresh.filter((document) => ids.has(document.sourceKey));

      const mappings = await loadMappingsOf(tx, [...new Set(parties.values())]);
      const lines = kept.flatMap((document) => {
        const partyId = parties.get(document.party.identification)!;
        const sign = document.kind === 'notaCredito' ? -1 : 1;
        const partyMappings = mappings.get(partyId) ?? new Map<string, ProductMatch>();
        const rows = document.lines.map((line, index) => {
          const match = matchLine(line.code, partyMappings, options.catalogue, line);
          return {
            documentId: ids.get(document.sourceKey)!,
            position: index + 1,
            direction: document.direction,
            kind: document.kind,
            issueDate: document.issueDate,
            partyId,
            code: line.code,
            auxiliaryCode: line.auxiliaryCode,
            description: line.description,
            unit: line.unit,
            quantity: sign * line.quantity,
            unitPrice: line.unitPrice,
            discountCents: sign * line.discountCents,
            subtotalCents: sign * line.subtotalCents,
            ivaRate: line.ivaRate,
            ivaCents: sign * line.ivaCents,
            productId: match?.productId ?? null,
            presentationId: match?.presentationId ?? null,
            productQuantity:
              match && match.content !== null ? sign * line.quantity * match.content : null,
          };
        });
        outcomes.set(document.sourceKey, {
          outcome: 'created',
          documentId: ids.get(document.sourceKey)!,
          partyId,
          unmatchedLines: rows.filter((row) => row.productId === null).length,
        });
        return rows;
      });
      if (lines.length > 0) await tx.execute(insertRows(taxDocumentLines, lines));
      await addToParties(tx, kept, parties);
      await addToProductSummaries(tx, productDayTotals(lines));
    }
    return documents.map(
      (document) => outcomes.get(document.sourceKey) ?? ({ outcome: 'duplicate' } as const),
    );
  });
}

/** Stores one document (see storeDocuments). */
export async function storeDocument(
  db: Database,
  document: IncomingDocument,
  options: { catalogue: CatalogueCodes; importedBy: string | null },
): Promise<StoreOutcome> {
  const [outcome] = await storeDocuments(db, [document], options);
  return outcome!;
}

/**
 * Creates the parties or completes them, in one statement: a value a document does not carry (a
 * phone, an e-mail) never erases one already known; a name is the latest one. A party named
 * twice is merged first. Answers identification → id.
 */
export async function upsertParties(
  db: Database,
  parties: readonly { party: IncomingParty; role: DocumentDirection }[],
): Promise<Map<string, string>> {
  const byIdentification = new Map<
    string,
    IncomingParty & { isClient: boolean; isSupplier: boolean }
  >();
  for (const { party, role } of parties) {
    const known = byIdentification.get(party.identification);
    byIdentification.set(party.identification, {
      ...party,
      tradeName: party.tradeName ?? known?.tradeName ?? null,
      email: party.email ?? known?.email ?? null,
      phone: party.phone ?? known?.phone ?? null,
      address: party.address ?? known?.address ?? null,
      isClient: (known?.isClient ?? false) || role === 'sale',
      isSupplier: (known?.isSupplier ?? false) || role === 'purchase',
    });
  }
  // In one order, so that two imports at once never wait on each other in a circle.
  const rows = [...byIdentification.values()].sort((a, b) =>
    a.identification.localeCompare(b.identification),
  );
  const p = businessParties;
  const stored = await queryRows<{ id: string; identification: string }>(
    db,
    sql`${insertRows(businessParties, rows)}
        on conflict (identification) do update set
          name = excluded.name,
          trade_name = coalesce(excluded.trade_name, ${p.tradeName}),
          email = coalesce(excluded.email, ${p.email}),
          phone = coalesce(excluded.phone, ${p.phone}),
          address = coalesce(excluded.address, ${p.address}),
          is_client = ${p.isClient} or excluded.is_client,
          is_supplier = ${p.isSupplier} or excluded.is_supplier,
          updated_at = now()
        returning id, identification`,
  );
  return new Map(stored.map((row) => [row.identification, row.id]));
}

/** The code mappings of several parties: party → code → product. */
async function loadMappingsOf(db: Database, partyIds: string[]) {
  const byParty = new Map<string, Map<string, ProductMatch>>();
  if (partyIds.length === 0) return byParty;
  const rows = await queryRows<MappingRow & { partyId: string }>(
    db,
    sql`${MAPPING_QUERY} where m.party_id = any(${sqlArray(partyIds, 'uuid')})`,
  );
  for (const row of rows) {
    const party = byParty.get(row.partyId) ?? new Map<string, ProductMatch>();
    party.set(row.code, matchOf(row));
    byParty.set(row.partyId, party);
  }
  return byParty;
}

/** Adds the documents to their parties' figures: one statement for all of them. */
async function addToParties(
  db: Database,
  documents: readonly IncomingDocument[],
  parties: Map<string, string>,
) {
  type Figures = {
    partyId: string;
    sales: number;
    saleInvoices: number;
    saleNotes: number;
    firstSale: string | null;
    lastSale: string | null;
    purchases: number;
    purchaseInvoices: number;
    purchaseNotes: number;
    firstPurchase: string | null;
    lastPurchase: string | null;
  };
  const figures = new Map<string, Figures>();
  const earliest = (a: string | null, b: string) => (a === null || b < a ? b : a);
  const latest = (a: string | null, b: string) => (a === null || b > a ? b : a);
  for (const document of documents) {
    const partyId = parties.get(document.party.identification)!;
    const row = figures.get(partyId) ?? {
      partyId,
      sales: 0,
      saleInvoices: 0,
      saleNotes: 0,
      firstSale: null,
      lastSale: null,
      purchases: 0,
      purchaseInvoices: 0,
      purchaseNotes: 0,
      firstPurchase: null,
      lastPurchase: null,
    };
    const note = document.kind === 'notaCredito';
    const amount = (note ? -1 : 1) * document.subtotalCents;
    if (document.direction === 'sale') {
      row.sales += amount;
      if (note) row.saleNotes += 1;
      else row.saleInvoices += 1;
      row.firstSale = earliest(row.firstSale, document.issueDate);
      row.lastSale = latest(row.lastSale, document.issueDate);
    } else {
      row.purchases += amount;
      if (note) row.purchaseNotes += 1;
      else row.purchaseInvoices += 1;
      row.firstPurchase = earliest(row.firstPurchase, document.issueDate);
      row.lastPurchase = latest(row.lastPurchase, document.issueDate);
    }
    figures.set(partyId, row);
  }
  const values = sql.join(
    [...figures.values()]
      .sort((a, b) => a.partyId.localeCompare(b.partyId))
      .map(
        (row) =>
          sql`(${row.partyId}::uuid, ${row.sales}::bigint, ${row.saleInvoices}::int, ${row.saleNotes}::int,
               ${row.firstSale}::date, ${row.lastSale}::date, ${row.purchases}::bigint,
               ${row.purchaseInvoices}::int, ${row.purchaseNotes}::int, ${row.firstPurchase}::date,
               ${row.lastPurchase}::date)`,
      ),
    sql`, `,
  );
  await db.execute(sql`
    update business_parties p set
      sales_cents = p.sales_cents + v.sales,
      sales_invoices = p.sales_invoices + v.sale_invoices,
      sales_credit_notes = p.sales_credit_notes + v.sale_notes,
      first_sale_date = least(p.first_sale_date, v.first_sale),
      last_sale_date = greatest(p.last_sale_date, v.last_sale),
      purchases_cents = p.purchases_cents + v.purchases,
      purchases_invoices = p.purchases_invoices + v.purchase_invoices,
      purchases_credit_notes = p.purchases_credit_notes + v.purchase_notes,
      first_purchase_date = least(p.first_purchase_date, v.first_purchase),
      last_purchase_date = greatest(p.last_purchase_date, v.last_purchase)
    from (values ${values}) as v(party_id, sales, sale_invoices, sale_notes, first_sale, last_sale,
                                 purchases, purchase_invoices, purchase_notes, first_purchase, last_purchase)
    where p.id = v.party_id`);
}
