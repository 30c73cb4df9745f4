// Loads the demo catalogue into the configured database and, with `--products N`, grows it to N
// products for benchmarks:  npm run seed -w @quimia/api -- --products 50000
// With `--sales N`, adds N sale lines for the consultas' benchmarks (`--sales 1000000`).
// Stop the server first when it runs on embedded PGlite: one process owns its data directory.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { countOf } from '@quimia/contracts';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DataDirBusyError } from '../../db/data-dir-lock';
import { generateProducts } from './generate';
import { countProducts } from '../../modules/catalog';
import { generateSales } from './generate-sales';
import { seedDemoCatalogIfEmpty } from './seed';
import { announceChange, migrateDatabase } from '../../plugins/app/change-feed';
import { CHANGE_TOPICS } from '../../plugins/app/change-topics';

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      sales: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Uso: npm run seed -w @quimia/api -- [--products N] [--sales N]');
    return;
  }
  const target = values.products === undefined ? undefined : Number(values.products);
  if (target !== undefined && (!Number.isInteger(target) || target < 1 || target > 5_000_000)) {
    throw new ConfigError('--products debe ser un número entero entre 1 y 5000000');
  }

  const sales = values.sales === undefined ? undefined : Number(values.sales);
  if (sales !== undefined && (!Number.isInteger(sales) || sales < 1 || sales > 20_000_000)) {
    throw new ConfigError('--sales debe ser un número entero entre 1 y 20000000');
  }

  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, untimed: true }
      : { dataDir: resolve(config.DATA_DIR, 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const demo = await seedDemoCatalogIfEmpty(handle.db);
    if (demo)
      console.log(
        `Catálogo de demostración: ${countOf(demo.products, 'producto', 'productos')}, ${countOf(demo.formulas, 'fórmula', 'fórmulas')}`,
      );
    if (target) {
      const started = Date.now();
      let lastShown = 0;
      const created = await generateProducts(handle.db, {
        total: target,
        onProgress: (done) => {
          if (done - lastShown >= 10_000 || done >= target) {
            lastShown = done;
            console.log(`  ${done} productos…`);
          }
        },
      });
      console.log(
        `Generados ${countOf(created, 'producto', 'productos')} en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    // Processes of the shop already answering drop what they cached of the catalogue.
    if (demo || target) await announceChange(handle, CHANGE_TOPICS.catalog);
    console.log(`Productos en el catálogo: ${await countProducts(handle.db)}`);
    if (sales) {
      const started = Date.now();
      let lastShown = 0;
      const made = await generateSales(handle.db, {
        lines: sales,
        onProgress: (done) => {
          if (done - lastShown >= 100_000) {
            lastShown = done;
            console.log(`  ${done} líneas de venta…`);
          }
        },
      });
      console.log(
        `Generadas ${countOf(made.lines, 'línea de venta', 'líneas de venta')} (${countOf(made.invoices, 'factura', 'facturas')}) en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirBusyError ? error.message : error,
  );
  process.exit(1);
});
