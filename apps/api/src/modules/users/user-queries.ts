import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type UserRole, type UserStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.userName, value)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

function userListFilter(filter: { role?: UserRole; q?: string }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.userName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.phoneNumber, pattern),
        ilike(users.company, pattern),
      ),
    );
  }
  return and(...conditions);
}

async function countByStatus(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ status: users.status, total: count() })
    .from(users)
    .where(where)
    .groupBy(users.status);
  const counts = { all: 0, active: 0, pending: 0, banned: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.total);
    counts.all += Number(row.total);
  }
  return counts;
}

/** A page of users, newest first, with the count of each status among those the filter keeps. */
export async function listUsers(
  db: Database,
  query: { page: number; pageSize: number; status?: UserStatus; role?: UserRole; q?: string },
) {
  const { page, pageSize, status, role, q } = query;
  const base = userListFilter({ role, q });
  const where = and(base, status ? eq(users.status, status) : undefined);
  const [rows, [{ total } = { total: 0 }], counts] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
    countByStatus(db, base),
  ]);
  return { rows, total: Number(total), counts };
}

/** The shop's active staff, by name. */
export async function activeStaff(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.status, 'active')))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
