import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  QUOTATION_ATTENTION,
  QUOTATION_STATUSES,
  type QuotationAttention,
  type quotationListQuerySchema,
  type QuotationPending,
  type QuotationStatus,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  quotationLines,
  quotationMessages,
  quotationRevisions,
  quotations,
  users,
} from '../../db/schema';
import { escapeLike, withinShopDays } from '../../db/sql-helpers';
import type {
  LoadedRevision,
  QuotationListRow,
  QuotationMessageRow,
  QuotationRow,
} from './quotation-presenter';

const fullName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function findQuotationById(db: Database, id: string): Promise<QuotationRow | null> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  return row ?? null;
}

export async function findQuotationByToken(
  db: Database,
  token: string,
): Promise<QuotationRow | null> {
  const [row] = await db.select().from(quotations).where(eq(quotations.token, token));
  return row ?? null;
}

/** The revisions of a quotation with their lines, newest first (or only `revision`). */
export async function loadRevisions(
  db: Database,
  quotationId: string,
  revision?: number,
): Promise<LoadedRevision[]> {
  const revisions = await db
    .select({ row: quotationRevisions, createdByName: fullName })
    .from(quotationRevisions)
    .leftJoin(users, eq(users.id, quotationRevisions.createdBy))
    .where(
      and(
        eq(quotationRevisions.quotationId, quotationId),
        revision === undefined ? undefined : eq(quotationRevisions.revision, revision),
      ),
    )
    .orderBy(desc(quotationRevisions.revision));
  if (revisions.length === 0) return [];
  const lines = await db
    .select()
    .from(quotationLines)
    .where(
      inArray(
        quotationLines.revisionId,
        revisions.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(quotationLines.position));
  return revisions.map(({ row, createdByName }) => ({
    row,
    createdByName,
    lines: lines.filter((line) => line.revisionId === row.id),
  }));
}

/** The latest revision of a quotation (the one its link and PDF show). */
export async function loadLatestRevision(db: Database, row: QuotationRow): Promise<LoadedRevision> {
  const [latest] = await loadRevisions(db, row.id, row.revision);
  if (!latest) throw new Error(`quotation ${row.id} has no revision ${row.revision}`);
  return latest;
}

/** The thread, oldest first. */
export async function loadMessages(
  db: Database,
  quotationId: string,
): Promise<QuotationMessageRow[]> {
  return db
    .select()
    .from(quotationMessages)
    .where(eq(quotationMessages.quotationId, quotationId))
    .orderBy(asc(quotationMessages.createdAt), asc(quotationMessages.id));
}

export async function userName(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: fullName }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** The status a quotation shows, in SQL: new or sent past its last valid day reads as expired. */
export function shownStatus(today: string): SQL<QuotationStatus> {
  return sql<QuotationStatus>`case when ${quotations.status} in ('new', 'sent') and ${quotations.validUntil} < ${today}::date then 'expired' else ${quotations.status}::text end`;
}

/** Each listed quotation with its latest revision's total and its lines' counts. */
function listSelection() {
  return {
    quotation: quotations,
    totalCents: sql<number>`${quotationRevisions.totalCents}`.mapWith(Number),
    lineCount:
      sql<number>`(select count(*) from ${quotationLines} where ${quotationLines.revisionId} = ${quotationRevisions.id})`.mapWith(
        Number,
      ),
    unpricedLines:
      sql<number>`(select count(*) from ${quotationLines} where ${quotationLines.revisionId} = ${quotationRevisions.id} and ${quotationLines.unitPriceCents} is null)`.mapWith(
        Number,
      ),
  };
}

const latestRevisionJoin = and(
  eq(quotationRevisions.quotationId, quotations.id),
  eq(quotationRevisions.revision, quotations.revision),
);

type ListQuery = z.output<typeof quotationListQuerySchema>;

/** Text and dates: what the tabs' counts share with the list. */
function commonFilters({ q, desde, hasta, atencion }: ListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    withinShopDays(quotations.createdAt, desde, hasta),
    atencion ? eq(quotations.attention, atencion) : undefined,
    pattern
      ? or(
          ilike(quotations.number, pattern),
          ilike(quotations.customerName, pattern),
          ilike(quotations.customerEmail, pattern),
          ilike(quotations.customerPhone, pattern),
          ilike(quotations.customerIdentification, pattern),
        )
      : undefined,
  );
}

/** A page of quotations, newest first, and how many each status has under the same filters. */
export async function listQuotations(db: Database, query: ListQuery, today: string) {
  const { page, pageSize, estado } = query;
  const status = shownStatus(today);
  const common = commonFilters(query);
  const where = and(common, estado === 'todas' ? undefined : sql`${status} = ${estado}`);
  const [rows, [{ total } = { total: 0 }], perStatus] = await Promise.all([
    db
      .select(listSelection())
      .from(quotations)
      .innerJoin(quotationRevisions, latestRevisionJoin)
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(quotations).where(where),
    // One count per status (the shown status is an expression: grouped by, its parameters
    // would not match the selected one's).
    db
      .select(
        Object.fromEntries(
          QUOTATION_STATUSES.map((name) => [
            name,
            sql<number>`count(*) filter (where ${status} = ${name})`.mapWith(Number),
          ]),
        ) as Record<QuotationStatus, SQL<number>>,
      )
      .from(quotations)
      .where(common),
  ]);
  const counts = Object.fromEntries(
    QUOTATION_STATUSES.map((name) => [name, Number(perStatus[0]?.[name] ?? 0)]),
  ) as Record<QuotationStatus, number>;
  return { rows: rows as QuotationListRow[], total: Number(total), counts };
}

/** The newest quotations: all of them, or one client's. */
export async function latestQuotations(
  db: Database,
  { limit, customerUserId }: { limit: number; customerUserId?: string },
): Promise<QuotationListRow[]> {
  return db
    .select(listSelection())
    .from(quotations)
    .innerJoin(quotationRevisions, latestRevisionJoin)
    .where(customerUserId ? eq(quotations.customerUserId, customerUserId) : undefined)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(limit);
}

/** How many quotations wait for staff, by why. */
export async function countPending(db: Database): Promise<QuotationPending> {
  const rows = await db
    .select({ attention: quotations.attention, n: count() })
    .from(quotations)
    .where(isNotNull(quotations.attention))
    .groupBy(quotations.attention);
  const counts = Object.fromEntries(QUOTATION_ATTENTION.map((name) => [name, 0])) as Record<
    QuotationAttention,
    number
  >;
  for (const row of rows) if (row.attention) counts[row.attention] = Number(row.n);
  return { ...counts, total: counts.request + counts.message + counts.accepted };
}
