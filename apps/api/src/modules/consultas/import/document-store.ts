import { eq, sql } from 'drizzle-orm';
import type { DocumentDirection, ProductUnit } from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/sql-helpers';
import {
  businessParties,
  productTradeDays,
  productTradeTotals,
  taxDocumentLines,
  taxDocuments,
} from '../../../db/schema';
import { packContent } from '../../formula-quotes';
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

/** The catalogue's product codes (upper case) → product, read once per import. */
export type CatalogueCodes = ReadonlyMap<string, string>;

export async function loadCatalogueCodes(db: Database): Promise<CatalogueCodes> {
  const rows = await db
    .select({ code: sql<string>`upper(code)`, id: sql<string>`id` })
    .from(sql`products`);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * A line's product: the mapping staff set for the party's code first (it is explicit), then the
 * catalogue product with that code.
 */
export function matchLine(
  code: string | null,
  mappings: ReadonlyMap<string, ProductMatch>,
  catalogue: CatalogueCodes,
): ProductMatch | null {
  if (!code) return null;
  const mapped = mappings.get(code);
  if (mapped) return mapped;
  const productId = catalogue.get(code);
  return productId ? { productId, presentationId: null, content: 1 } : null;
}

export async function loadPartyMappings(
  db: Database,
  partyId: string | null,
): Promise<Map<string, ProductMatch>> {
  if (!partyId) return new Map();
  const rows = await queryRows<{
    code: string;
    productId: string;
    presentationId: string | null;
    size: number | null;
    unit: ProductUnit | null;
    productUnit: ProductUnit;
    density: number | null;
  }>(
    db,
    sql`select m.code, m.product_id as "productId", m.presentation_id as "presentationId",
               pp.size::float8 as size, pp.unit, p.unit as "productUnit", p.density::float8 as density
          from product_code_mappings m
          join products p on p.id = m.product_id
          left join product_presentations pp on pp.id = m.presentation_id
         where m.party_id = ${partyId}`,
  );
  return new Map(rows.map((row) => [row.code, matchOf(row)]));
}

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

/** Thrown inside the transaction when the document is already stored: nothing is kept. */
class AlreadyStored extends Error {}

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
 * Creates the party or completes it: a value a document does not carry (a phone, an e-mail)
 * never erases one already known; a name is the latest document's.
 */
export async function upsertParty(
  db: Database,
  party: IncomingParty,
  role: DocumentDirection,
): Promise<string> {
  const flag = role === 'sale' ? { isClient: true } : { isSupplier: true };
  const [row] = await db
    .insert(businessParties)
    .values({ ...party, ...flag })
    .onConflictDoUpdate({
      target: businessParties.identification,
      set: {
        ...flag,
        name: sql`excluded.name`,
        tradeName: sql`coalesce(excluded.trade_name, ${businessParties.tradeName})`,
        email: sql`coalesce(excluded.email, ${businessParties.email})`,
        phone: sql`coalesce(excluded.phone, ${businessParties.phone})`,
        address: sql`coalesce(excluded.address, ${businessParties.address})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: businessParties.id });
  return row!.id;
}

/**
 * Adds matched lines (grouped by product and day) to their products' day and all-time figures:
 * one statement each, rows in one order so that two imports at once never wait on each other in
 * a circle.
 */
export async function addToProductSummaries(db: Database, rows: ProductDayTotal[]): Promise<void> {
  if (rows.length === 0) return;
  const days = [...rows].sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) ||
      a.direction.localeCompare(b.direction) ||
      a.day.localeCompare(b.day),
  );
  await db
    .insert(productTradeDays)
    .values(days)
    .onConflictDoUpdate({
      target: [productTradeDays.productId, productTradeDays.direction, productTradeDays.day],
      set: {
        quantity: sql`${productTradeDays.quantity} + excluded.quantity`,
        amountCents: sql`${productTradeDays.amountCents} + excluded.amount_cents`,
        lineCount: sql`${productTradeDays.lineCount} + excluded.line_count`,
      },
    });

  const totals = new Map<string, typeof productTradeTotals.$inferInsert>();
  for (const row of days) {
    const key = `${row.productId}|${row.direction}`;
    const total = totals.get(key);
    if (!total) {
      totals.set(key, {
        productId: row.productId,
        direction: row.direction,
        quantity: row.quantity,
        amountCents: row.amountCents,
        lineCount: row.lineCount,
        firstDate: row.day,
        lastDate: row.day,
      });
      continue;
    }
    total.quantity = (total.quantity ?? 0) + row.quantity;
    total.amountCents += row.amountCents;
    total.lineCount += row.lineCount;
    if (row.day < total.firstDate) total.firstDate = row.day;
    if (row.day > total.lastDate) total.lastDate = row.day;
  }
  await db
    .insert(productTradeTotals)
    .values([...totals.values()])
    .onConflictDoUpdate({
      target: [productTradeTotals.productId, productTradeTotals.direction],
      set: {
        quantity: sql`${productTradeTotals.quantity} + excluded.quantity`,
        amountCents: sql`${productTradeTotals.amountCents} + excluded.amount_cents`,
        lineCount: sql`${productTradeTotals.lineCount} + excluded.line_count`,
        firstDate: sql`least(${productTradeTotals.firstDate}, excluded.first_date)`,
        lastDate: sql`greatest(${productTradeTotals.lastDate}, excluded.last_date)`,
      },
    });
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

/** Stores the document with everything it adds to, or answers that it is already there. */
export async function storeDocument(
  db: Database,
  document: IncomingDocument,
  options: { catalogue: CatalogueCodes; importedBy: string | null },
): Promise<StoreOutcome> {
  if (await documentExists(db, document.sourceKey)) return { outcome: 'duplicate' };
  try {
    return await db.transaction(async (tx) => {
      const partyId = await upsertParty(tx, document.party, document.direction);
      const [stored] = await tx
        .insert(taxDocuments)
        .values({
          sourceKey: document.sourceKey,
          accessKey: document.accessKey,
          kind: document.kind,
          direction: document.direction,
          version: document.version,
          number: document.number,
          issueDate: document.issueDate,
          partyId,
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
        })
        .onConflictDoNothing({ target: taxDocuments.sourceKey })
        .returning({ id: taxDocuments.id });
      // A twin import committed first: this one keeps nothing, not even the party's update.
      if (!stored) throw new AlreadyStored();

      const sign = document.kind === 'notaCredito' ? -1 : 1;
      const mappings = await loadPartyMappings(tx, partyId);
      const lines = document.lines.map((line, index) => {
        const match = matchLine(line.code, mappings, options.catalogue);
        return {
          documentId: stored.id,
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
      // Large documents go in slices: one statement has at most 65,535 parameters.
      for (let start = 0; start < lines.length; start += 500) {
        await tx.insert(taxDocumentLines).values(lines.slice(start, start + 500));
      }

      await addToParty(tx, partyId, document, sign);
      await addToProductSummaries(tx, productDayTotals(lines));
      return {
        outcome: 'created' as const,
        documentId: stored.id,
        partyId,
        unmatchedLines: lines.filter((line) => line.productId === null).length,
      };
    });
  } catch (error) {
    if (error instanceof AlreadyStored) return { outcome: 'duplicate' };
    throw error;
  }
}

/** The party's figures as client (a sale) or supplier (a purchase), net of credit notes. */
async function addToParty(db: Database, partyId: string, document: IncomingDocument, sign: number) {
  const amount = sign * document.subtotalCents;
  const invoice = document.kind === 'factura' ? 1 : 0;
  const creditNote = 1 - invoice;
  const date = document.issueDate;
  const p = businessParties;
  const set =
    document.direction === 'sale'
      ? {
          salesCents: sql`${p.salesCents} + ${amount}`,
          salesInvoices: sql`${p.salesInvoices} + ${invoice}`,
          salesCreditNotes: sql`${p.salesCreditNotes} + ${creditNote}`,
          firstSaleDate: sql`least(${p.firstSaleDate}, ${date}::date)`,
          lastSaleDate: sql`greatest(${p.lastSaleDate}, ${date}::date)`,
        }
      : {
          purchasesCents: sql`${p.purchasesCents} + ${amount}`,
          purchasesInvoices: sql`${p.purchasesInvoices} + ${invoice}`,
          purchasesCreditNotes: sql`${p.purchasesCreditNotes} + ${creditNote}`,
          firstPurchaseDate: sql`least(${p.firstPurchaseDate}, ${date}::date)`,
          lastPurchaseDate: sql`greatest(${p.lastPurchaseDate}, ${date}::date)`,
        };
  await db.update(p).set(set).where(eq(p.id, partyId));
}
