// The consultas for `bench/run.ts`: every list and detail over a million sale lines (p95, goal
// 100 ms), and the import speed: a busy distributor's year of SRI invoices
// (20,000) in one ZIP through `POST /api/consultas/importar`, against the time it takes only to
// read the same XML in this process. Every invoice the answer counts as created must be new.
import { performance } from 'node:perf_hooks';
import { strToU8, zipSync } from 'fflate';
import { readSriXml } from '../apps/api/src/modules/consultas/sri/sri-xml-reader';
import { writeSriXml } from '../apps/api/src/modules/consultas/sri/sri-xml-writer';
import type { RunningServer } from '../e2e/support/server';
import type { Row } from './catalog-load';

type Recorder = (row: Row) => void;

const SHOP_RUC = '1790016919001';
/** A year of a busy distributor, and the time it must import in. */
export const IMPORT_GOAL = { invoices: 20_000, seconds: 60 };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Cédulas with a right check digit, for the invoices' buyers. */
function cedula(seed: number): string {
  const base = `17${seed % 6}${String(100000 + (seed % 900000)).slice(0, 6)}`;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const product = Number(base[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

export async function measureConsultasImport(
  server: RunningServer,
  engine: string,
  record: Recorder,
  { token, invoices = IMPORT_GOAL.invoices }: { token: string; invoices?: number },
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const company = await json<{ settings: Record<string, unknown> }>(
    `${server.url}/api/empresa/datos`,
    { headers },
  );
  await json(`${server.url}/api/empresa/guardar`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...company.settings, ruc: SHOP_RUC }),
  });
  const catalogue = await json<{ items: { code: string; name: string }[] }>(
    `${server.url}/api/consultas/buscarProducto?q=a&limit=50`,
    { headers },
  );

  const shop = { ruc: SHOP_RUC, name: 'ProduApps S.A.', address: 'Quito' };
  const files: Record<string, Uint8Array> = {};
  const texts: string[] = [];
  for (let index = 0; index < invoices; index += 1) {
    const xml = writeSriXml(
      {
        kind: 'factura',
        issuer: shop,
        establishment: '009',
        emissionPoint: String(1 + (index % 900)).padStart(3, '0'),
        sequential: index + 1,
        issueDate: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
        buyer: {
          identificationType: '05',
          identification: cedula(index % 500),
          name: `Cliente ${index % 500}`,
        },
        lines: [0, 1, 2].map((offset) => {
          const product = catalogue.items[(index + offset * 7) % catalogue.items.length]!;
          return {
            code: product.code,
            description: product.name,
            quantity: 1 + ((index + offset) % 9),
            unitPrice: 2.5 + offset,
            ivaRateCode: '4',
          };
        }),
      },
      { wrapper: 'cdata' },
    );
    texts.push(xml);
    files[`bench/${String(index + 1).padStart(6, '0')}.xml`] = strToU8(xml);
  }

  const parseStarted = performance.now();
  for (const text of texts) readSriXml(text);
  const parseSeconds = (performance.now() - parseStarted) / 1000;

  const zip = zipSync(files, { level: 6 });
  const form = new FormData();
  form.append('files', new Blob([zip], { type: 'application/zip' }), `anio-${engine}.zip`);
  const started = performance.now();
  const answer = await json<{ counts: Record<string, number> }>(
    `${server.url}/api/consultas/importar`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  const seconds = (performance.now() - started) / 1000;
  const created = answer.counts.created ?? 0;
  record({
    measure: `consultas: import ${invoices.toLocaleString('en')} invoices (ZIP, ${(zip.length / 1e6).toFixed(1)} MB)`,
    engine,
    value: `${seconds.toFixed(1)} s (${Math.round(created / seconds)}/s; ${created} created)`,
    reference: `reading only ${parseSeconds.toFixed(1)} s; goal ≤ ${IMPORT_GOAL.seconds} s for ${IMPORT_GOAL.invoices.toLocaleString('en')}`,
    verdict:
      created === invoices && seconds * (IMPORT_GOAL.invoices / invoices) <= IMPORT_GOAL.seconds
        ? 'ok'
        : 'MISSED',
  });
}

/** Requests per consulta: the p95 of these, after two to warm up. */
const SAMPLES = 40;

/** p95 of each consulta's answer time over the seeded sale lines. */
export async function measureConsultaReads(
  server: RunningServer,
  engine: string,
  record: Recorder,
  { token, lines }: { token: string; lines: number },
) {
  const headers = { authorization: `Bearer ${token}` };
  const api = `${server.url}/api/consultas`;
  const client = (await json<{ items: { id: string }[] }>(`${api}/getClientes`, { headers }))
    .items[0]!;
  const product = (await json<{ items: { id: string }[] }>(`${api}/getProductos`, { headers }))
    .items[0]!;
  const formula = (await json<{ items: { id: string }[] }>(`${api}/getFormulas`, { headers }))
    .items[0];
  const calls = [
    'getClientes',
    'getClientes?desde=2026-06-01&hasta=2026-06-30',
    `getCliente?id=${client.id}`,
    `getProductosCliente?id=${client.id}`,
    `getDetalleProductosCliente?id=${client.id}&producto=${product.id}`,
    'getProductos',
    'getProductos?desde=2026-06-01&hasta=2026-06-30',
    `getProducto?id=${product.id}`,
    'buscarProducto?q=acido',
    `getClientesProducto?id=${product.id}`,
    `getVentasProducto?id=${product.id}`,
    `getProveedoresProducto?id=${product.id}`,
    `getComprasProducto?id=${product.id}`,
    `getProformasProducto?id=${product.id}`,
    `getFormulasProducto?id=${product.id}`,
    'getProveedores',
    'getFormulas',
    ...(formula ? [`getFormula?id=${formula.id}`, `getDetalleFormula?id=${formula.id}`] : []),
  ];
  for (const call of calls) {
    const times: number[] = [];
    for (let index = 0; index < SAMPLES + 2; index += 1) {
      const started = performance.now();
      const response = await fetch(`${api}/${call}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${call}: ${response.status}`);
      if (index >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    record({
      measure: `consultas: ${call.replace(/[0-9a-f-]{36}/g, '{id}')}`,
      engine,
      value: `p95 ${p95.toFixed(1)} ms`,
      reference: `${lines.toLocaleString('en')} sale lines; goal ≤ 100 ms`,
      verdict: p95 <= 100 ? 'ok' : 'MISSED',
    });
  }
}
