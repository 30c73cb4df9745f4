// «Recepción de compra»: staff accept an imported purchase's lines into a branch's stock. One
// transaction records a purchase move per line and marks the purchase received; the receipt's
// unique key on the document makes a second acceptance (or two at once) a conflict.
import { inArray, sql } from 'drizzle-orm';
import type { PurchaseReceiptBody, PurchaseReceiptInfo } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { products, purchaseReceipts } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { formatShopDay, shopDate } from '../../lib/shop-calendar';
import { addMove, thousandthsOf } from '../../modules/inventory';
import { loadPurchase, receiptOf, type Branches } from './purchase-queries';

export type ReceivedPurchase = {
  number: string;
  receipt: PurchaseReceiptInfo;
  moves: number;
  /** The products whose stock changed (the catalogue's cached pages show it). */
  products: { id: string; slug: string }[];
};

/** «Esta compra ya se recibió el 5 de marzo de 2026 en Sur de Quito». */
function alreadyReceived(receipt: PurchaseReceiptInfo) {
  const day = formatShopDay(shopDate(new Date(receipt.receivedAt)));
  const by = receipt.receivedBy ? ` (${receipt.receivedBy})` : '';
  return conflict(`Esta compra ya se recibió el ${day} en ${receipt.branchName}${by}.`);
}

type Input = { body: PurchaseReceiptBody; userId: string };

export async function receivePurchase(
  db: Database,
  { body, userId }: Input,
  branches: Branches,
): Promise<ReceivedPurchase> {
  const branchName = branches.get(body.branchId);
  if (!branchName) {
    throw badRequest('La sucursal elegida no existe', [
      { field: 'branchId', message: 'Elige una de las sucursales' },
    ]);
  }
  return db.transaction(async (tx) => {
    const purchase = await loadPurchase(tx, body.documentId);
    if (!purchase) throw notFound('La compra no existe');

    const positions = await queryRows<{ line: number }>(
      tx,
      sql`select position as line from tax_document_lines where document_id = ${body.documentId}`,
    );
    const known = new Set(positions.map((row) => row.line));
    const productIds = [...new Set(body.lines.map((entry) => entry.productId))];
    const found = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.id, productIds));
    const slugs = new Map(found.map((product) => [product.id, product.slug]));
    const wrong = body.lines.flatMap((entry, index) => [
      ...(known.has(entry.line)
        ? []
        : [
            {
              field: `lines.${index}.line`,
              message: `La línea ${entry.line} no es de esta compra`,
            },
          ]),
      ...(slugs.has(entry.productId)
        ? []
        : [{ field: `lines.${index}.productId`, message: 'El producto no existe' }]),
    ]);
    if (wrong.length > 0) throw badRequest('Revisa las líneas de la recepción', wrong);

    // The receipt first: a second acceptance waits here for the first to end, then finds it.
    const [marked] = await tx
      .insert(purchaseReceipts)
      .values({ documentId: body.documentId, branchId: body.branchId, receivedBy: userId })
      .onConflictDoNothing({ target: purchaseReceipts.documentId })
      .returning({ receivedAt: purchaseReceipts.receivedAt });
    if (!marked) {
      const receipt = await receiptOf(tx, body.documentId, branches);
      throw receipt ? alreadyReceived(receipt) : conflict('Esta compra ya se recibió.');
    }

    for (const entry of body.lines) {
      await addMove(
        tx,
        {
          productId: entry.productId,
          branchId: body.branchId,
          thousandths: thousandthsOf(entry.quantity),
          kind: 'purchase',
        },
        {
          sourceKind: 'purchase',
          sourceId: body.documentId,
          reference: purchase.number,
          note: purchase.supplierName,
          actorId: userId,
        },
      );
    }
    const receipt = await receiptOf(tx, body.documentId, branches);
    return {
      number: purchase.number,
      receipt: receipt!,
      moves: body.lines.length,
      products: productIds.map((id) => ({ id, slug: slugs.get(id)! })),
    };
  });
}
