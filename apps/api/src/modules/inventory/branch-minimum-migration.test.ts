import {
  copyFileSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { MIGRATIONS_DIR } from '../../paths';
import { createPostgresTestDatabase, TEST_ENGINE } from '../../test/test-app';

// Migration 0034 gives each branch its own «Stock mínimo»: the product's one minimum, as it was
// typed in the product form, becomes the first branch's, so nothing is lost.

/** The committed migrations up to `last` (its number), in a folder of their own. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'quimia-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter(
    (entry: { tag: string }) => Number(entry.tag.slice(0, 4)) <= last,
  );
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && Number(file.slice(0, 4)) <= last) {
      copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    }
  }
  return dir;
}

describe('migration 0034: the minimum stock per branch', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it("moves each product's minimum to the first branch, beside the stock already there", async () => {
    // The same database opened twice: before the migration, then with every migration.
    let where: { url: string } | { dataDir: string };
    if (TEST_ENGINE === 'postgres') {
      const database = await createPostgresTestDatabase();
      closing.push(database.drop);
      where = { url: database.url };
    } else {
      where = { dataDir: mkdtempSync(join(tmpdir(), 'quimia-migration-')) };
    }
    const before = await openDatabase({ ...where, migrationsDir: migrationsUpTo(31) });
    await before.migrate();
    const db = before.db;
    await db.execute(sql`insert into product_types (name, slug) values ('Ácidos', 'acidos')`);
    // Citric acid has stock at the first branch (migration 0029 put it there); xylol has a
    // minimum and no stock yet; toluene no minimum.
    await db.execute(
      sql`insert into products (code, name, slug, type_id, unit, stock, minimum_stock)
          select v.code, v.name, v.slug, t.id, 'kg', v.stock, v.minimum
            from product_types t,
                 (values ('ACI', 'Ácido cítrico', 'aci', 12::numeric, 40.5::numeric),
                         ('XIL', 'Xilol', 'xil', 0::numeric, 3::numeric),
                         ('TOL', 'Tolueno', 'tol', 5::numeric, null::numeric))
                   v(code, name, slug, stock, minimum)`,
    );
    await db.execute(
      sql`insert into stock_levels (product_id, branch_id, on_hand, reserved)
          select id, 'valle-de-los-chillos', 14, 2 from products where code = 'ACI'`,
    );
    await before.close();

    const after = await openDatabase(where);
    closing.push(() => after.close());
    expect((await after.migrate()).applied).toBeGreaterThan(0);
    const rows = await queryRows<{
      code: string;
      branchId: string;
      onHand: number;
      reserved: number;
      minimum: number | null;
      productMinimum: number | null;
    }>(
      after.db,
      sql`select p.code, l.branch_id as "branchId", l.on_hand::float8 as "onHand",
                 l.reserved::float8 as reserved, l.minimum::float8 as minimum,
                 p.minimum_stock::float8 as "productMinimum"
            from stock_levels l join products p on p.id = l.product_id
           order by p.code`,
    );
    expect(rows).toEqual([
      {
        code: 'ACI',
        branchId: 'valle-de-los-chillos',
        onHand: 14,
        reserved: 2,
        minimum: 40.5,
        productMinimum: 40.5,
      },
      {
        code: 'XIL',
        branchId: 'valle-de-los-chillos',
        onHand: 0,
        reserved: 0,
        minimum: 3,
        productMinimum: 3,
      },
    ]);
  });
});
