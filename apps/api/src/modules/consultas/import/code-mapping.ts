import { sql } from 'drizzle-orm';
import { countOf, type CodeMappingResponse, type DocumentDirection } from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { productCodeMappings } from '../../../db/schema';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { badRequest, notFound } from '../../../lib/errors';
import { readCents } from '../../../lib/money';
import { containsText } from '../queries/list-sql';
import { addToProductSummaries, matchOf, type ProductDayTotal } from './document-store';
import { rebuildMonths } from './summaries';

// A supplier's (or client's) code mapped to a catalogue product, once: every line with that code,
// past and future, is that product. The lines it moves leave their former product's figures and
// join the new one's, in the same transaction.

type MappingInput = {
  partyId: string;
  code: string;
  productId: string;
  presentationId: string | null;
  userId: string | null;
};

export async function mapPartyCode(
  db: Database,
  input: MappingInput,
): Promise<CodeMappingResponse> {
  const code = input.code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [target] = await queryRows<{
      partyName: string | null;
      productId: string | null;
      productName: string | null;
      productUnit: 'kg';
      density: number | null;
      presentationId: string | null;
      presentationLabel: string | null;
      size: number | null;
      unit: 'kg' | null;
    }>(
      tx,
      sql`select (select name from business_parties where id = ${input.partyId}) as "partyName",
                 p.id as "productId", p.name as "productName", p.unit as "productUnit",
                 p.density::float8 as density, pp.id as "presentationId",
                 pp.label as "presentationLabel", pp.size::float8 as size, pp.unit
            from (select 1) one
            left join products p on p.id = ${input.productId}
            left join product_presentations pp
                   on pp.id = ${input.presentationId} and pp.product_id = p.id`,
    );
    if (!target?.partyName) throw notFound('El cliente o proveedor no existe');
    if (!target.productId) throw notFound('El producto no existe');
    if (input.presentationId && !target.presentationId) {
      throw badRequest('La presentación no es de ese producto', [
        { field: 'presentationId', message: 'La presentación no es de ese producto' },
      ]);
    }

    await tx
      .insert(productCodeMappings)
      .values({
        partyId: input.partyId,
        code,
        productId: target.productId,
        presentationId: input.presentationId ?? null,
        createdBy: input.userId,
      })
      .onConflictDoUpdate({
        target: [productCodeMappings.partyId, productCodeMappings.code],
        set: {
          productId: target.productId,
          presentationId: input.presentationId ?? null,
          createdBy: input.userId,
          createdAt: sql`now()`,
        },
      });

    // What the lines counted for before: taken off their former products' figures.
    const former = await queryRows<ProductDayTotal & { quantity: number }>(
      tx,
      sql`select product_id as "productId", direction, issue_date::text as day,
                 -coalesce(sum(product_quantity), 0)::float8 as quantity,
                 -sum(subtotal_cents)::bigint as "amountCents", -count(*)::int as "lineCount"
            from tax_document_lines
           where party_id = ${input.partyId} and code = ${code} and product_id is not null
           group by 1, 2, 3`,
    );

    const { content } = matchOf({
      productId: target.productId,
      presentationId: target.presentationId,
      size: target.size,
      unit: target.unit,
      productUnit: target.productUnit,
      density: target.density,
    });
    const moved = await queryRows<{
      direction: DocumentDirection;
      day: string;
      quantity: number;
      amountCents: string;
      lineCount: number;
    }>(
      tx,
      sql`with moved as (
            update tax_document_lines
               set product_id = ${target.productId}, presentation_id = ${target.presentationId},
                   product_quantity = case when ${content}::float8 is null then null
                                           else quantity * ${content}::float8 end
             where party_id = ${input.partyId} and code = ${code}
            returning direction, issue_date, product_quantity, subtotal_cents)
          select direction, issue_date::text as day, coalesce(sum(product_quantity), 0)::float8 as quantity,
                 sum(subtotal_cents) as "amountCents", count(*)::int as "lineCount"
            from moved group by 1, 2`,
    );

    const formerProducts = [...new Set(former.map((row) => row.productId))];
    await addToProductSummaries(tx, [
      ...former.map((row) => ({ ...row, amountCents: Number(row.amountCents) })),
      ...moved.map((row) => ({
        productId: target.productId!,
        direction: row.direction,
        day: row.day,
        quantity: row.quantity,
        amountCents: Number(row.amountCents),
        lineCount: row.lineCount,
      })),
    ]);
    if (formerProducts.length) await recomputeTotals(tx, formerProducts);

    const matchedLines = moved.reduce((sum, row) => sum + row.lineCount, 0);
    const product = target.presentationLabel
      ? `${target.productName} (${target.presentationLabel})`
      : target.productName;
    return {
      message: `El código ${code} de ${target.partyName} es ahora ${product}: ${countOf(matchedLines, 'línea asignada', 'líneas asignadas')}`,
      matchedLines,
    };
  });
}

/**
 * Rebuilds the month and all-time figures of products whose lines moved away (a first or last date cannot
 * be taken back by subtraction) from their days, dropping days left without lines.
 */
async function recomputeTotals(db: Database, productIds: string[]) {
  const ids = sqlArray(productIds, 'uuid');
  await db.execute(
    sql`delete from product_trade_days where product_id = any(${ids}) and line_count <= 0`,
  );
  await rebuildMonths(db, productIds);
  await db.execute(sql`delete from product_trade_totals where product_id = any(${ids})`);
  await db.execute(
    sql`insert into product_trade_totals
               (product_id, direction, quantity, amount_cents, line_count, first_date, last_date)
        select product_id, direction, sum(quantity), sum(amount_cents), sum(line_count), min(day), max(day)
          from product_trade_days where product_id = any(${ids})
         group by product_id, direction`,
  );
}

/** Codes of lines no product claims yet, the most used first. */
export async function listUnmatchedCodes(
  db: Database,
  query: { page: number; pageSize: number; q?: string },
) {
  const search = query.q
    ? containsText(
        sql.raw(`quimia_normalize(p.name || ' ' || l.code || ' ' || l.description)`),
        query.q,
      )
    : sql`true`;
  const rows = await queryRows<{
    partyId: string;
    partyName: string;
    direction: DocumentDirection;
    code: string;
    description: string;
    lineCount: number;
    amountCents: string;
    lastDate: string;
    total: number;
  }>(
    db,
    sql`select l.party_id as "partyId", p.name as "partyName", l.direction, l.code,
               max(l.description) as description, count(*)::int as "lineCount",
               sum(l.subtotal_cents) as "amountCents", max(l.issue_date)::text as "lastDate",
               count(*) over ()::int as total
          from tax_document_lines l join business_parties p on p.id = l.party_id
         where l.product_id is null and l.code is not null and ${search}
         group by l.party_id, p.name, l.direction, l.code
         order by count(*) desc, p.name, l.code
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      amountCents: readCents(row.amountCents),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
