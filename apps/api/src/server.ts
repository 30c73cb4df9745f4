import { resolve } from 'node:path';
import { countOf } from '@quimia/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { DEFAULT_MODEL } from './flows/assistant';
import { defaultCompanySettings, loadCompanySettings } from './modules/company';
import {
  DEMO_SHOP_RUC,
  demoDataStatus,
  loadDemoBusiness,
  loadDemoActivity,
  prepareCatalog,
  type SeedResult,
} from './flows/demo-data';
import { sweepOrphanUploads } from './modules/uploads';
import { ensureFirstAdmin } from './modules/users';
import { announceChange, migrateDatabase } from './plugins/app/change-feed';
import { CHANGE_TOPICS } from './plugins/app/change-topics';
import { sweepIdempotentRequests } from './plugins/app/idempotency';
import { sweepFinishedJobs } from './plugins/app/jobs';
import { EVERYTHING } from './plugins/app/public-cache';

/** Starts the app: configuration, database and migrations, first admin, then listen. */
async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: resolve(dataDir, 'pglite'), thread: true },
  );
  try {
    await start(config, dataDir, handle);
  } catch (error) {
    // A failed start (the port taken, say) still closes the embedded database properly.
    await handle.close().catch(() => {});
    throw error;
  }
}

async function start(
  config: ReturnType<typeof loadConfig>,
  dataDir: string,
  handle: DatabaseHandle,
) {
  await migrateDatabase(handle);
  // The demo shop (or, asked to start empty, its categories only), on the first start only.
  const startEmpty = !config.DEMO_DATA || process.argv.includes('--empty');
  const seeded = await prepareCatalog(handle, { demo: !startEmpty });
  if (seeded) await announceChange(handle, CHANGE_TOPICS.catalog);
  const demoLeft = await demoDataStatus(handle.db);

  const app = await buildApp({ config: { ...config, DATA_DIR: dataDir }, database: handle });

  const admin = await ensureFirstAdmin(handle.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });

  // Close the database cleanly on a stop signal: a PGlite directory must never be left half-written.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }

  // The demo shop's year of business, on its first start: its quotations, orders and comments
  // (seconds, one transaction) before the server answers, since on the embedded database that
  // transaction would hold every request; then, once it answers, its sales and purchases through
  // the importer (about a minute, in batches that requests pass between).
  const demoYear = seeded && !startEmpty && config.DEMO_BUSINESS;
  if (demoYear) await loadDemoActivityLogged(app, handle, config);

  await app.listen({ port: config.PORT, host: config.HOST });

  if (demoYear) void loadDemoBusinessLogged(app, handle, config);

  // Uploads of forms never saved are removed once a day old.
  const sweep = () =>
    sweepOrphanUploads(handle.db, app.changeFeed).then(
      (removed) => {
        if (removed.images || removed.documents) {
          app.log.info({ event: 'uploads.swept', ...removed }, 'unused uploads removed');
        }
      },
      (error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'),
    );
  // Once-only answers a day old, and finished jobs past their retention, are forgotten hourly.
  const forgetOldRecords = () =>
    Promise.all([sweepIdempotentRequests(handle.db), sweepFinishedJobs(handle.db)]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'hourly sweep failed'),
    );
  void sweep();
  void forgetOldRecords();
  setInterval(() => void forgetOldRecords(), 3_600_000).unref();
  setInterval(() => void sweep(), 6 * 3_600_000).unref();
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;

  const lines = [
    '',
    `  ProduApps / QuimIA lista en ${address}`,
    `  Base de datos: ${handle.engine === 'pglite' ? `PGlite en ${resolve(dataDir, 'pglite')}` : 'PostgreSQL'}`,
    ...startMessageAboutDemo(seeded, demoLeft),
    `  Inicia sesión en ${address}/auth/jwt/login`,
  ];
  if (admin.created) {
    lines.push(`  Administrador: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(`  Contraseña generada (se muestra solo esta vez): ${admin.generatedPassword}`);
    } else {
      lines.push('  Contraseña: la de ADMIN_PASSWORD');
    }
  } else {
    lines.push(`  Administrador: ${config.ADMIN_EMAIL} (o el usuario "admin")`);
  }
  lines.push(`  ${app.mail.describe()}`);
  lines.push(
    config.OPENAI_BASE_URL && config.OPENAI_API_KEY
      ? `  QuimIA: modelo ${config.OPENAI_MODEL ?? DEFAULT_MODEL} en ${config.OPENAI_BASE_URL}`
      : '  QuimIA: sin modelo de lenguaje (responde los pedidos comunes desde el catálogo). Define OPENAI_BASE_URL y OPENAI_API_KEY para usar uno.',
  );
  lines.push(`  API: ${address}/api/docs`);
  if (!config.PUBLIC_URL) {
    lines.push(
      `  Enlaces públicos (canónicos, sitemap): ${app.publicOrigin}. Define PUBLIC_URL con la dirección pública de la tienda.`,
    );
  }
  lines.push('');
  console.log(lines.join('\n'));
}

type App = Awaited<ReturnType<typeof buildApp>>;
type Config = ReturnType<typeof loadConfig>;

/** The demo year of selling (quotations, orders, comments); a failure is logged, never fatal. */
async function loadDemoActivityLogged(app: App, handle: DatabaseHandle, config: Config) {
  try {
    const { settings } = await loadCompanySettings(handle.db, defaultCompanySettings(config));
    const activity = await loadDemoActivity(handle.db, { settings });
    // Other processes started with this one may already answer, their caches filled before it.
    await app.publicCache.publish(EVERYTHING);
    app.log.info(
      { event: 'demo.activity', ...activity },
      `Actividad de demostración: ${countOf(activity.quotations, 'cotización', 'cotizaciones')}, ${countOf(activity.orders, 'pedido', 'pedidos')} y ${countOf(activity.comments, 'comentario', 'comentarios')}`,
    );
  } catch (error) {
    app.log.warn({ err: error }, 'demo activity load failed');
  }
}

/** The demo year of sales and purchases, for Consultas; a failure is logged, never fatal. */
async function loadDemoBusinessLogged(app: App, handle: DatabaseHandle, config: Config) {
  app.log.info('Cargando un año de ventas y compras de demostración en Consultas…');
  try {
    const loaded = await loadDemoBusiness(handle.db, {
      shopRuc: config.COMPANY_RUC ?? DEMO_SHOP_RUC,
    });
    app.log.info(
      { event: 'demo.business', ...loaded },
      `Consultas de demostración: ${countOf(loaded.documents, 'comprobante importado', 'comprobantes importados')}`,
    );
  } catch (error) {
    app.log.warn({ err: error }, 'demo business load failed');
  }
}

/** What the start says of the catalogue: a demo shop is said plainly, each time it is there. */
function startMessageAboutDemo(
  seeded: SeedResult | null,
  left: { products: number; formulas: number },
): string[] {
  if (seeded && seeded.products === 0) {
    return ['  Tienda vacía: solo las categorías. Crea tus productos en el panel.'];
  }
  if (!left.products && !left.formulas) return [];
  return [
    `  DATOS DE DEMOSTRACIÓN: ${countOf(left.products, 'producto', 'productos')} y ${countOf(left.formulas, 'fórmula', 'fórmulas')} inventados${seeded ? ', cargados ahora' : ''}.`,
    '  Quítalos en el panel (Inicio › Quitar datos de demostración) o empieza vacía con DEMO_DATA=false (npm start -- --empty) en un DATA_DIR nuevo.',
  ];
}

main().catch((error: unknown) => {
  // A bad configuration or a busy database directory: the message says it all, no stack needed.
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar el servidor:', error);
  }
  process.exit(1);
});
