// «Sugerencia de compra»: the products at or below their minimum at a branch (the metrics' low
// stock), each with what to buy and its last purchase (the consultas' imported facturas whose
// lines map to it), grouped by the supplier of that purchase.
import { sql } from 'drizzle-orm';
import {
  PURCHASE_SUGGESTION_RULE,
  type PurchaseSuggestion,
  type PurchaseSuggestionGroup,
  type PurchaseSuggestionLine,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows, sqlArray } from '../../db/sql-helpers';
import { LOW_STOCK, STOCK_LEVELS_FROM } from '../metrics';

/** The most lines one suggestion lists (a shop has far fewer products low at once). */
const MAX_LINES = 2000;

type LowRow = {
  productId: string;
  code: string;
  name: string;
  unit: string;
  branchId: string;
  branchName: string;
  branchOrder: number;
  available: string;
  minimum: string;
};

type PurchaseRow = {
  productId: string;
  date: string;
  number: string;
  partyId: string;
  partyName: string;
  identification: string;
  email: string | null;
  phone: string | null;
  quantity: number;
  unit: string | null;
  subtotalCents: number;
  productQuantity: number;
};

/** Thousandths of a numeric column's value, so sums and roundings are exact. */
const thousandths = (value: number | string) => Math.round(Number(value) * 1000);

/**
 * What to buy (see `PURCHASE_SUGGESTION_RULE`): up to twice the minimum, in whole presentations
 * of the last purchase when its size is known, at least one; thousandths of the product's unit.
 */
export function suggestedThousandths(
  available: number,
  minimum: number,
  packSize: number | null,
): number {
  const wanted = Math.max(2 * minimum - available, 0);
  if (!packSize || packSize <= 0) return wanted;
  return Math.max(1, Math.ceil(wanted / packSize)) * packSize;
}

const number = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 });

/** «Ácido cítrico (ACI-001): 100 kg (4 × SACO de 25 kg) para Valle de los Chillos». */
export function lineText(line: PurchaseSuggestionLine): string {
  const pack = line.lastPurchase?.packSize;
  const packs =
    pack && pack > 0 && line.lastPurchase?.packUnit
      ? ` (${number.format(Math.round((line.suggested / pack) * 1000) / 1000)} × ${line.lastPurchase.packUnit} de ${number.format(pack)} ${line.unit})`
      : '';
  return `${line.name} (${line.code}): ${number.format(line.suggested)} ${line.unit}${packs} para ${line.branchName}`;
}

/** The group's list as a message (WhatsApp): a greeting, then one line a product. */
function messageOf(group: Omit<PurchaseSuggestionGroup, 'message'>): string {
  return [
    group.supplier ? `Hola, ${group.supplier.name}.` : 'Hola.',
    'Quisiéramos comprar estos productos; por favor, confírmennos precio, disponibilidad y plazo de entrega:',
    ...group.lines.map((line) => `- ${lineText(line)}`),
  ].join('\n');
}

/** The last purchase of each product (a supplier's factura whose line maps to it). */
async function lastPurchases(db: Database, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, PurchaseRow>();
  const rows = await queryRows<PurchaseRow>(
    db,
    sql`select distinct on (l.product_id)
               l.product_id as "productId", l.issue_date::text as date, d.number,
               p.id as "partyId", p.name as "partyName", p.identification, p.email, p.phone,
               l.quantity::float8 as quantity, l.unit, l.subtotal_cents::float8 as "subtotalCents",
               l.product_quantity::float8 as "productQuantity"
          from tax_document_lines l
          join tax_documents d on d.id = l.document_id
          join business_parties p on p.id = l.party_id
         where l.direction = 'purchase' and l.kind = 'factura'
           and l.product_id = any(${sqlArray(productIds, 'uuid')})
           and l.product_quantity > 0
         order by l.product_id, l.issue_date desc, d.number desc, l.position`,
  );
  return new Map(rows.map((row) => [row.productId, row]));
}

type Supplier = NonNullable<PurchaseSuggestionGroup['supplier']>;

/** The whole suggestion: suppliers by name, «Sin proveedor registrado» last. */
export async function purchaseSuggestion(db: Database): Promise<PurchaseSuggestion> {
  const low = await queryRows<LowRow>(
    db,
    sql`select p.id as "productId", p.code, p.name, p.unit::text as unit,
               l.branch_id as "branchId", b.name as "branchName", b.position::int as "branchOrder",
               (l.on_hand - l.reserved)::text as available, l.minimum::text as minimum
          from ${STOCK_LEVELS_FROM}
         where ${LOW_STOCK}
         order by p.name_search, p.id, b.position
         limit ${MAX_LINES}`,
  );
  const purchases = await lastPurchases(db, [...new Set(low.map((row) => row.productId))]);
  const groups = new Map<
    string | null,
    { supplier: Supplier | null; lines: PurchaseSuggestionLine[] }
  >();
  for (const row of low) {
    const bought = purchases.get(row.productId);
    const pack =
      bought && bought.quantity > 0 ? thousandths(bought.productQuantity / bought.quantity) : 0;
    const available = thousandths(row.available);
    const suggested = suggestedThousandths(available, thousandths(row.minimum), pack || null);
    const unitPriceCents = bought
      ? Math.round(bought.subtotalCents / bought.productQuantity)
      : null;
    const line: PurchaseSuggestionLine = {
      productId: row.productId,
      code: row.code,
      name: row.name,
      unit: row.unit,
      branchId: row.branchId,
      branchName: row.branchName,
      available: available / 1000,
      minimum: thousandths(row.minimum) / 1000,
      suggested: suggested / 1000,
      lastPurchase: bought
        ? {
            date: bought.date,
            number: bought.number,
            unitPriceCents: unitPriceCents!,
            packSize: pack > 0 ? pack / 1000 : null,
            packUnit: bought.unit,
          }
        : null,
      estimatedCents:
        unitPriceCents === null ? null : Math.round((unitPriceCents * suggested) / 1000),
    };
    const key = bought?.partyId ?? null;
    const group = groups.get(key) ?? {
      supplier: bought
        ? {
            id: bought.partyId,
            name: bought.partyName,
            identification: bought.identification,
            email: bought.email,
            phone: bought.phone,
          }
        : null,
      lines: [],
    };
    group.lines.push(line);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.supplier === null
      ? 1
      : b.supplier === null
        ? -1
        : a.supplier.name.localeCompare(b.supplier.name, 'es'),
  );
  return {
    rule: PURCHASE_SUGGESTION_RULE,
    groups: ordered.map((group) => {
      const base = {
        ...group,
        estimatedCents: group.lines.reduce((sum, line) => sum + (line.estimatedCents ?? 0), 0),
      };
      return { ...base, message: messageOf(base) };
    }),
    total: low.length,
  };
}
