import { sql } from 'drizzle-orm';
import { isValidCedula, isValidRuc } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { seededRandom as random, type SeededRandom as Random } from '../../lib/seeded-random';
import { productCodeMappings } from '../../db/schema';
import { shopDate } from '../../lib/shop-calendar';
import {
  ImportSession,
  upsertParties,
  writeSriXml,
  type SriDocumentInput,
} from '../../modules/consultas';

// A believable year of the demo shop's business, written as real SRI XML and loaded through the
// importer itself: clients (people and companies, valid cédulas and RUCs), suppliers with codes
// of their own (most mapped to the catalogue, a few left for staff to map), sales, purchases and
// a few credit notes. The same seed writes the same year.

/** The demo shop's RUC when the company settings have none. */
export const DEMO_SHOP_RUC = '1792146739001';
/** The demo documents' file names start with it (removing the demo data finds them by it). */
export const DEMO_FILE_PREFIX = 'demostracion/';

export type DemoBusinessSize = {
  clients: number;
  suppliers: number;
  sales: number;
  purchases: number;
};
export const DEMO_BUSINESS_SIZE: DemoBusinessSize = {
  clients: 150,
  suppliers: 30,
  sales: 3000,
  purchases: 800,
};

/** The demo year's seed: the demo's quotations and orders name the same clients. */
export const DEMO_BUSINESS_SEED = 2026;

const digits = (rng: Random, count: number) =>
  Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** A valid cédula: province, natural person, módulo-10 check digit. */
function cedula(rng: Random): string {
  for (;;) {
    const base = `${String(rng.int(1, 24)).padStart(2, '0')}${rng.int(0, 5)}${digits(rng, 6)}`;
    for (let check = 0; check <= 9; check += 1) {
      if (isValidCedula(`${base}${check}`)) return `${base}${check}`;
    }
  }
}

/** A company RUC (third digit 9). */
function companyRuc(rng: Random): string {
  for (;;) {
    const value = `${String(rng.int(1, 24)).padStart(2, '0')}9${digits(rng, 7)}001`;
    if (isValidRuc(value)) return value;
  }
}

const FIRST_NAMES = [
  'María',
  'José',
  'Luis',
  'Ana',
  'Carlos',
  'Gabriela',
  'Jorge',
  'Verónica',
  'Diego',
  'Paola',
  'Andrés',
  'Daniela',
  'Fernando',
  'Lucía',
  'Santiago',
  'Mónica',
];
const LAST_NAMES = [
  'Pérez',
  'Andrade',
  'Guerrero',
  'Zambrano',
  'Vera',
  'Cevallos',
  'Mora',
  'Chávez',
  'Salazar',
  'Espinoza',
  'Torres',
  'Villacís',
  'Ortiz',
  'Paredes',
  'Benítez',
  'Calderón',
];
const TRADES = [
  'Limpieza',
  'Detergentes',
  'Cosméticos',
  'Alimentos',
  'Pinturas',
  'Textiles',
  'Agroquímicos',
  'Lavandería',
  'Panificadora',
  'Curtiembre',
  'Jabones',
  'Piscinas',
];
const COMPANY_SUFFIX = ['S.A.', 'Cía. Ltda.', 'S.A.S.'];
const CITIES = [
  'Quito',
  'Guayaquil',
  'Cuenca',
  'Ambato',
  'Manta',
  'Loja',
  'Machala',
  'Ibarra',
  'Riobamba',
  'Santo Domingo',
];
const SUPPLIER_NAMES = [
  'Químicos Andinos',
  'Distribuidora del Pacífico',
  'Insumos Industriales del Sur',
  'Quimpac',
  'Brenntag Andina',
  'Resiquim',
  'Aromas y Esencias',
  'Solventes del Litoral',
  'Polímeros Unidos',
  'Comercial Tropical',
];

type CatalogueItem = {
  code: string;
  name: string;
  unit: string;
  size: number;
  label: string;
  priceCents: number;
  /** The presentation is measured in the product's unit (a sale counts its quantity in it). */
  sameUnit: boolean;
};

async function demoCatalogue(db: Database): Promise<CatalogueItem[]> {
  return queryRows<CatalogueItem>(
    db,
    sql`select p.code, p.name, p.unit, pp.size::float8 as size, pp.label, pp.price_cents as "priceCents",
               pp.unit = p.unit as "sameUnit"
          from products p join product_presentations pp on pp.product_id = p.id
         where p.demo and pp.price_cents is not null
         order by p.code, pp.position`,
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The demo year's clients, people and companies with valid cédulas and RUCs, drawn first from
 * the year's generator: `demoClients(random(DEMO_BUSINESS_SEED), n)` gives the same ones again.
 * The first fifth buy most.
 */
export function demoClients(rng: Random, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const person = index % 3 !== 0;
    const id = cedula(rng);
    const name = person
      ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`
      : `${rng.pick(TRADES)} ${rng.pick(LAST_NAMES)} ${rng.pick(COMPANY_SUFFIX)}`;
    return {
      identificationType: person ? '05' : '04',
      identification: person ? id : index % 2 ? `${id}001` : companyRuc(rng),
      name,
      address: rng.pick(CITIES),
      email: `compras${index + 1}@${person ? 'correo' : 'empresa'}.ec`,
    };
  });
}
export type DemoClient = ReturnType<typeof demoClients>[number];

/** The year's documents as XML files (name → text), oldest first, and the codes to map. */
export function demoBusinessFiles(
  catalogue: CatalogueItem[],
  options: { shopRuc: string; today: string; size?: DemoBusinessSize; seed?: number },
) {
  const size = options.size ?? DEMO_BUSINESS_SIZE;
  const rng = random(options.seed ?? DEMO_BUSINESS_SEED);
  const shop = {
    ruc: options.shopRuc,
    name: 'ProduApps S.A.',
    address: 'Av. de la Prensa N58-118, Quito',
  };
  const end = new Date(`${options.today}T12:00:00Z`);
  const dayOfYear = () => {
    const date = new Date(end);
    date.setUTCDate(date.getUTCDate() - rng.int(0, 364));
    return isoDay(date);
  };

  const clients = demoClients(rng, size.clients);
  // Few clients buy most: the first fifth is picked far more often.
  const pickClient = () =>
    rng.next() < 0.6 ? clients[rng.int(0, Math.floor(clients.length / 5))]! : rng.pick(clients);

  const suppliers = Array.from({ length: size.suppliers }, (_, index) => ({
    ruc: companyRuc(rng),
    name: `${SUPPLIER_NAMES[index % SUPPLIER_NAMES.length]}${index >= SUPPLIER_NAMES.length ? ` ${Math.floor(index / SUPPLIER_NAMES.length) + 1}` : ''} ${rng.pick(COMPANY_SUFFIX)}`,
    address: rng.pick(CITIES),
    prefix: `${String.fromCharCode(65 + (index % 26))}${index}`,
    items: [] as { item: CatalogueItem; code: string }[],
  }));
  // Each presentation is bought from one or two suppliers, under each one's own code.
  catalogue.forEach((item, index) => {
    for (const supplier of new Set([rng.pick(suppliers), rng.pick(suppliers)])) {
      supplier.items.push({ item, code: `${supplier.prefix}-${1000 + index}` });
    }
  });
  const buying = suppliers.filter((supplier) => supplier.items.length > 0);

  const sold = catalogue.filter((item) => item.sameUnit);
  const files: { name: string; xml: string; date: string }[] = [];
  const sales: {
    sequential: number;
    date: string;
    buyer: (typeof clients)[number];
    lines: SriDocumentInput['lines'];
  }[] = [];
  for (let index = 0; index < size.sales; index += 1) {
    const buyer = pickClient();
    const lines = Array.from({ length: rng.int(1, 4) }, () => {
      const item = rng.pick(sold);
      const packs = rng.int(1, 6);
      // Sold by the product's unit at the presentation's price per unit, sometimes discounted.
      const quantity = round2(packs * item.size);
      const unitPrice = Math.round((item.priceCents / item.size) * 10000) / 1000000;
      const discount = rng.next() < 0.15 ? Math.round(quantity * unitPrice * 5) : 0;
      return {
        code: item.code,
        description: `${item.name} (${item.label})`,
        unit: item.unit,
        quantity,
        unitPrice,
        discountCents: discount,
        ivaRateCode: '4',
      };
    });
    sales.push({ sequential: index + 1, date: dayOfYear(), buyer, lines });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date));
  sales.forEach((sale, index) => {
    const sequential = index + 1;
    files.push({
      name: `${DEMO_FILE_PREFIX}ventas/001-001-${String(sequential).padStart(9, '0')}.xml`,
      date: sale.date,
      xml: writeSriXml(
        {
          kind: 'factura',
          version: rng.pick(['1.1.0', '2.1.0'] as const),
          issuer: shop,
          establishment: '001',
          emissionPoint: '001',
          sequential,
          issueDate: sale.date,
          buyer: sale.buyer,
          buyerEmail: sale.buyer.email,
          lines: sale.lines,
        },
        { wrapper: 'cdata' },
      ),
    });
    // About one sale in fifty comes back in part.
    if (rng.next() < 0.02) {
      const returned = sale.lines[0]!;
      files.push({
        name: `${DEMO_FILE_PREFIX}notas-credito/001-002-${String(sequential).padStart(9, '0')}.xml`,
        date: sale.date,
        xml: writeSriXml({
          kind: 'notaCredito',
          issuer: shop,
          establishment: '001',
          emissionPoint: '002',
          sequential,
          issueDate: sale.date,
          buyer: sale.buyer,
          modifies: {
            documentCode: '01',
            number: `001-001-${String(sequential).padStart(9, '0')}`,
            issueDate: sale.date,
            reason: 'Devolución de mercadería',
          },
          lines: [{ ...returned, quantity: round2(returned.quantity / 2), discountCents: 0 }],
        }),
      });
    }
  });

  const purchases = Array.from({ length: size.purchases }, () => {
    const supplier = rng.pick(buying);
    return { supplier, date: dayOfYear() };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const sequentials = new Map<string, number>();
  for (const { supplier, date } of purchases) {
    const sequential = (sequentials.get(supplier.ruc) ?? 0) + 1;
    sequentials.set(supplier.ruc, sequential);
    const lines = Array.from({ length: rng.int(1, 3) }, () => {
      const { item, code } = rng.pick(supplier.items);
      // The shop buys at 55–75 % of its list price.
      const cost = (item.priceCents / 100) * (0.55 + rng.next() * 0.2);
      return {
        code,
        description: `${item.name.toUpperCase()} ${item.label.toUpperCase()}`,
        quantity: rng.int(5, 40),
        unitPrice: round2(cost),
        ivaRateCode: '4',
      };
    });
    files.push({
      name: `${DEMO_FILE_PREFIX}compras/${supplier.ruc}-${String(sequential).padStart(9, '0')}.xml`,
      date,
      xml: writeSriXml({
        kind: 'factura',
        version: '1.0.0',
        issuer: { ruc: supplier.ruc, name: supplier.name, address: supplier.address },
        establishment: '001',
        emissionPoint: '001',
        sequential,
        issueDate: date,
        buyer: { identificationType: '04', identification: options.shopRuc, name: shop.name },
        lines,
      }),
    });
  }
  files.sort((a, b) => a.date.localeCompare(b.date));

  // Nine codes in ten were mapped by staff already; the rest wait in the list to be mapped.
  const mappings = suppliers.flatMap((supplier) =>
    supplier.items
      .filter(() => rng.next() < 0.9)
      .map(({ item, code }) => ({
        supplierRuc: supplier.ruc,
        code,
        productCode: item.code,
        label: item.label,
      })),
  );
  return { files, mappings, suppliers };
}

/**
 * Loads the demo year through the importer, its suppliers' mapped codes set first (as staff
 * would have mapped them over the year), so that lines match as they arrive. Answers how many
 * documents were stored.
 */
export async function loadDemoBusiness(
  db: Database,
  options: { shopRuc: string; now?: Date; size?: DemoBusinessSize },
): Promise<{ documents: number; mappedCodes: number }> {
  const catalogue = await demoCatalogue(db);
  if (catalogue.length === 0) return { documents: 0, mappedCodes: 0 };
  // The year ends on the shop's today, not on the server clock's UTC day (already tomorrow in
  // the shop's evening).
  const { files, mappings, suppliers } = demoBusinessFiles(catalogue, {
    shopRuc: options.shopRuc,
    size: options.size,
    today: shopDate(options.now ?? new Date()),
  });

  const presentations = await queryRows<{
    code: string;
    label: string;
    productId: string;
    presentationId: string;
  }>(
    db,
    sql`select p.code, pp.label, p.id as "productId", pp.id as "presentationId"
          from products p join product_presentations pp on pp.product_id = p.id where p.demo`,
  );
  const byLabel = new Map(presentations.map((row) => [`${row.code}|${row.label}`, row]));
  const parties = await upsertParties(
    db,
    suppliers.map((supplier) => ({
      party: {
        identificationType: 'ruc' as const,
        identification: supplier.ruc,
        name: supplier.name,
        tradeName: null,
        email: null,
        phone: null,
        address: supplier.address,
      },
      role: 'purchase' as const,
    })),
  );
  const rows = mappings.flatMap((mapping) => {
    const partyId = parties.get(mapping.supplierRuc);
    const target = byLabel.get(`${mapping.productCode}|${mapping.label}`);
    return partyId && target
      ? [
          {
            partyId,
            code: mapping.code,
            productId: target.productId,
            presentationId: target.presentationId,
          },
        ]
      : [];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(productCodeMappings)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }

  const session = new ImportSession(db, {
    dryRun: false,
    companyRuc: options.shopRuc,
    importedBy: null,
  });
  for (const file of files) await session.add(file.name, Buffer.from(file.xml));
  const results = await session.finish();
  const documents = results.filter((result) => result.outcome === 'created').length;
  return { documents, mappedCodes: rows.length };
}
