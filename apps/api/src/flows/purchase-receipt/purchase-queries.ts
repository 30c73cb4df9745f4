// What «Recepción de compra» reads: the imported purchases not yet received, and what one of
// them proposes to take into stock (its lines as the consultas matched them to catalogue
// products, in each product's unit).
import { sql } from 'drizzle-orm';
import type {
  PendingPurchase,
  PendingPurchasesResponse,
  PurchaseProposalLine,
  PurchaseReceiptInfo,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { escapeLike, queryRows } from '../../db/sql-helpers';
import { personName } from '../../lib/person-name';

/** The company's branches by key, in the settings' order. */
export type Branches = ReadonlyMap<string, string>;

/** A supplier's factura: what can be received (a credit note takes nothing in). */
const IS_PURCHASE = sql`d.direction = 'purchase' and d.kind = 'factura'`;

const PURCHASE_COLUMNS = sql`d.id, p.name as "supplierName",
  p.identification as "supplierIdentification", d.number, d.issue_date::text as "issueDate",
  d.total_cents::float8 as "totalCents",
  (select count(*)::int from tax_document_lines l where l.document_id = d.id) as "lineCount",
  (select count(*)::int from tax_document_lines l
    where l.document_id = d.id and l.product_id is not null) as "mappedLines"`;

/** Newest first; `q` searches the supplier's name, trade name and identification. */
export async function listPendingPurchases(
  db: Database,
  query: { page: number; pageSize: number; q?: string },
): Promise<PendingPurchasesResponse> {
  const text = query.q?.trim();
  const search = text
    ? sql`p.search_text like quimia_normalize(${`%${escapeLike(text)}%`})`
    : sql`true`;
  const rows = await queryRows<PendingPurchase & { total: number }>(
    db,
    sql`select ${PURCHASE_COLUMNS}, count(*) over ()::int as total
          from tax_documents d join business_parties p on p.id = d.party_id
         where ${IS_PURCHASE} and ${search}
           and not exists (select 1 from purchase_receipts r where r.document_id = d.id)
         order by d.issue_date desc, d.number desc, d.id
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One purchase (null when the id names no supplier's factura). */
export async function loadPurchase(db: Database, id: string): Promise<PendingPurchase | null> {
  const [row] = await queryRows<PendingPurchase>(
    db,
    sql`select ${PURCHASE_COLUMNS}
          from tax_documents d join business_parties p on p.id = d.party_id
         where d.id = ${id} and ${IS_PURCHASE}`,
  );
  return row ?? null;
}

/** When and where the purchase was received; null when it was not. */
export async function receiptOf(
  db: Database,
  documentId: string,
  branches: Branches,
): Promise<PurchaseReceiptInfo | null> {
  const [row] = await queryRows<{
    branchId: string;
    receivedAt: string | Date;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  }>(
    db,
    sql`select r.branch_id as "branchId", r.received_at as "receivedAt",
               u.first_name as "firstName", u.last_name as "lastName", u.email
          from purchase_receipts r left join users u on u.id = r.received_by
         where r.document_id = ${documentId}`,
  );
  if (!row) return null;
  return {
    branchId: row.branchId,
    branchName: branches.get(row.branchId) ?? row.branchId,
    receivedAt: new Date(row.receivedAt).toISOString(),
    receivedBy:
      row.email === null
        ? null
        : personName({
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            email: row.email,
          }),
  };
}

type LineRow = {
  line: number;
  code: string | null;
  description: string;
  quantity: number;
  unit: string | null;
  productId: string | null;
  productName: string | null;
  productUnit: string | null;
  productQuantity: number | null;
};

/** Three decimals, as the ledger keeps them. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** Why a line proposes no quantity; null when it does. */
function reasonOf(row: LineRow, proposed: number | null): string | null {
  if (!row.productId) {
    return row.code
      ? `El código ${row.code} del proveedor no está asignado a un producto del catálogo: elige aquí el producto y la cantidad que entran al stock (asignar el código en Consultas lo hace por ti en las próximas compras).`
      : 'La línea no tiene código: si es un producto del catálogo, elígelo aquí con la cantidad que entra al stock.';
  }
  if (row.productQuantity === null) {
    return `La unidad de la factura (${row.unit ?? 'sin unidad'}) no se puede convertir a ${row.productUnit}: indica la cantidad en ${row.productUnit}.`;
  }
  if (proposed === null || proposed <= 0) {
    return `La cantidad en ${row.productUnit} es menor que 0,001: indícala a mano.`;
  }
  return null;
}

/**
 * The purchase's lines in order, each with the catalogue product its code maps to (the
 * consultas' match: the supplier's code mapping, else the catalogue code) and its quantity in
 * that product's unit (a line of 4 sacos of 25 kg proposes 100 kg).
 */
export async function proposalLines(
  db: Database,
  documentId: string,
): Promise<PurchaseProposalLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.position as line, l.code, l.description, l.quantity::float8 as quantity, l.unit,
               pr.id as "productId", pr.name as "productName", pr.unit as "productUnit",
               l.product_quantity::float8 as "productQuantity"
          from tax_document_lines l left join products pr on pr.id = l.product_id
         where l.document_id = ${documentId}
         order by l.position`,
  );
  return rows.map((row) => {
    const proposed = row.productQuantity === null ? null : thousandths(row.productQuantity);
    const reason = reasonOf(row, proposed);
    return {
      line: row.line,
      code: row.code,
      description: row.description,
      quantity: row.quantity,
      unit: row.unit,
      product:
        row.productId && row.productName && row.productUnit
          ? { id: row.productId, name: row.productName, unit: row.productUnit }
          : null,
      proposedQuantity: reason === null ? proposed : null,
      reason,
    };
  });
}
