import { count, eq } from 'drizzle-orm';
import type { DemoDataStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formulas, products, searchWords } from '../../db/schema';
import { refreshSearchWords } from '../../modules/catalog';
import { removeDocumentsFrom } from '../../modules/consultas';
import { DEMO_FILE_PREFIX } from './demo-business';
import { removeDemoActivity } from './demo-activity';

/** How many demo products and formulas are left (staff saved the others: they are theirs now). */
export async function demoDataStatus(db: Database): Promise<DemoDataStatus> {
  const [[productRows], [formulaRows]] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.demo, true)),
    db.select({ n: count() }).from(formulas).where(eq(formulas.demo, true)),
  ]);
  return { products: Number(productRows?.n ?? 0), formulas: Number(formulaRows?.n ?? 0) };
}

/**
 * Removes the demo shop in one transaction: its year of quotations, orders and comments, its
 * year of sales and purchases, its products (with
 * their presentations) and its formulas (with their ingredients and comments). Records staff created or saved stay; a staff
 * formula that named a demo product keeps the ingredient's name without the link.
 */
export async function removeDemoData(db: Database): Promise<DemoDataStatus> {
  return db.transaction(async (tx) => {
    // The demo year of selling and of sales and purchases goes first: it names the demo products.
    await removeDemoActivity(tx);
    await removeDocumentsFrom(tx, DEMO_FILE_PREFIX);
    const removedFormulas = await tx
      .delete(formulas)
      .where(eq(formulas.demo, true))
      .returning({ id: formulas.id });
    const removedProducts = await tx
      .delete(products)
      .where(eq(products.demo, true))
      .returning({ id: products.id });
    // Typo corrections come from the catalogue's words: the demo's go with it.
    if (removedProducts.length) {
      await tx.delete(searchWords);
      await refreshSearchWords(tx);
    }
    return { products: removedProducts.length, formulas: removedFormulas.length };
  });
}
