// Throughput of the cached catalogue (every public read and storefront page beside a bare Node
// server sending the same bytes) and the mixed load (reads while staff save products and visitors
// write), for `bench/run.ts`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import type { RunningServer } from '../e2e/support/server';

export type Row = {
  measure: string;
  engine: string;
  value: string;
  reference: string;
  verdict: string;
};
type Recorder = (row: Row) => void;

const root = new URL('..', import.meta.url).pathname;

/** Headers that describe the answer itself (not the connection or the moment it was sent). */
function sentHeaders(headers: Record<string, string | string[] | undefined>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (
      value === undefined ||
      ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)
    ) {
      continue;
    }
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/** A GET answered as sent: status, headers and the raw (maybe compressed) bytes. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    type: string;
    encoding?: string;
    headers: Record<string, string>;
    body: Buffer;
  }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          encoding: response.headers['content-encoding'],
          headers: sentHeaders(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function json<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type Catalogue = {
  products: { id: string; slug: string }[];
  typeSlug: string;
  typeId: number;
  lineSlug: string;
  formulaSlugs: string[];
  formulaId: string;
};

export async function discover(url: string): Promise<Catalogue> {
  const list = await json<{ items: { id: string; slug: string }[] }>(
    `${url}/api/producto/lista?page=1&pageSize=40`,
  );
  const types = await json<{ items: { id: number; slug: string; count: number }[] }>(
    `${url}/api/producto/getOptionsTipoProducto`,
  );
  const lines = await json<{ items: { slug: string }[] }>(`${url}/api/producto/getLineasNegocio`);
  const formulas = await json<{ items: { id: string; slug: string }[] }>(
    `${url}/api/formula/lista?pageSize=20`,
  );
  const type = types.items.find((item) => item.count > 0) ?? types.items[0]!;
  return {
    products: list.items,
    typeSlug: type.slug,
    typeId: type.id,
    lineSlug: lines.items[0]!.slug,
    formulaSlugs: formulas.items.map((item) => item.slug),
    formulaId: formulas.items[0]!.id,
  };
}

/** Every public catalogue read and storefront page the cache answers, by label. */
function targets(catalogue: Catalogue): [string, string][] {
  const [first, second] = catalogue.products;
  const formula = catalogue.formulaSlugs[0]!;
  return [
    ['API product list', '/api/producto/lista?page=1&pageSize=20'],
    ['API product list, filtered', `/api/producto/lista?linea=${catalogue.lineSlug}&orden=name`],
    ['API product search', '/api/producto/buscar?q=acido'],
    ['API product by id', `/api/producto/getProducto?id=${first!.id}`],
    ['API product by slug', `/api/producto/getProducto?slug=${second!.slug}`],
    ['API products of a type', `/api/producto/listaPorTipo?tipo=${catalogue.typeSlug}`],
    ['API featured products', '/api/producto/listaDestacados?limit=8'],
    ['API product types', '/api/producto/getOptionsTipoProducto'],
    ['API product type', `/api/producto/getTipoProducto?slug=${catalogue.typeSlug}`],
    ['API subtypes', `/api/producto/getOptionsSubTiposProducto?tipoId=${catalogue.typeId}`],
    ['API application areas', '/api/producto/getAreasAplica'],
    ['API application areas (options)', '/api/producto/getOptionsAreasAplica'],
    ['API business lines', '/api/producto/getLineasNegocio'],
    ['API /product/list', '/api/product/list?page=1'],
    ['API /product/details', `/api/product/details?slug=${first!.slug}`],
    ['API /product/search', '/api/product/search?q=sodio'],
    ['API formula list', '/api/formula/lista'],
    ['API formula search', '/api/formula/buscar?q=jabon'],
    ['API formula', `/api/formula/getFormula?slug=${formula}`],
    ['API suggested formulas', `/api/formula/getFormulasSugeridas?slug=${formula}`],
    ['API formula types', '/api/formula/getTiposFormula'],
    ['page /', '/'],
    ['page /product', '/product'],
    ['page /product/list (filtered)', `/product/list?linea=${catalogue.lineSlug}`],
    ['page product', `/product/${first!.slug}`],
    ['page products of a line', `/product/${catalogue.lineSlug}/checkout`],
    ['page products of a type', `/product/${catalogue.typeSlug}/tipo`],
    ['page products of a type (id)', `/product/${catalogue.typeId}/listado`],
    ['page /post', '/post'],
    ['page formula', `/post/${formula}`],
    // The printable catalogue lists every product: megabytes on a large catalogue, measured
    // below only when it is page-sized.
    ['page /catalogo', '/catalogo'],
    ['page /faqs', '/faqs'],
    ['page /about-us', '/about-us'],
    ['page /contact-us', '/contact-us'],
  ];
}

type Load = { rps: number; p99: number; errors: number };

/** Larger answers (the printable catalogue of a big shop) measure the loopback, not the app. */
const MAX_MEASURED_BYTES = 1024 * 1024;

async function load(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The app and the bare server in alternating slices rather than one after the other: this machine's
 * speed drifts by half within a minute, and a drift must weigh on both sides of the ratio alike.
 */
async function loadSideBySide(
  app: { url: string; headers?: Record<string, string> },
  bare: { url: string },
  connections: number,
  duration: number,
  slices = 3,
): Promise<{ app: Load; bare: Load }> {
  const seconds = Math.max(1, Math.round(duration / slices));
  const appRuns: Load[] = [];
  const bareRuns: Load[] = [];
  for (let slice = 0; slice < slices; slice += 1) {
    appRuns.push(await load(app.url, connections, seconds, app.headers));
    bareRuns.push(await load(bare.url, connections, seconds));
  }
  const combine = (runs: Load[]): Load => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  return { app: combine(appRuns), bare: combine(bareRuns) };
}

async function startReference(
  bodies: Map<string, { body: Buffer; headers: Record<string, string> }>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'quimia-ref-'));
  const manifest: Record<string, { file: string; headers: Record<string, string> }> = {};
  let index = 0;
  for (const [path, { body, headers }] of bodies) {
    const file = join(dir, `${(index += 1)}.bin`);
    writeFileSync(file, body);
    manifest[path] = { file, headers };
  }
  const manifestFile = join(dir, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = spawn(process.execPath, [join(root, 'bench/reference-server.mjs'), manifestFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * Each cached read, and the bare server sending its very bytes, in alternating slices: the ratio
 * is the share of a bare server's speed the app keeps.
 */
export async function measureCache(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: { connections: number; duration: number },
) {
  const catalogue = await discover(server.url);
  const measured: { label: string; path: string; headers: Record<string, string> }[] = [];
  for (const [label, path] of targets(catalogue)) {
    measured.push({ label, path, headers: {} });
  }
  // Browsers ask for compressed pages: the compressed form is made once, not per request.
  for (const [label, path] of targets(catalogue).filter(
    ([label]) => label === 'page /' || label === 'page product',
  )) {
    measured.push({ label: `${label} (br)`, path, headers: { 'accept-encoding': 'br' } });
  }

  const bodies = new Map<
    string,
    { body: Buffer; type: string; encoding?: string; headers: Record<string, string> }
  >();
  for (const [index, target] of measured.entries()) {
    // The first answer fills the cache; the second is what every later reader gets.
    await rawGet(server.url + target.path, target.headers);
    const answer = await rawGet(server.url + target.path, target.headers);
    if (answer.status !== 200) throw new Error(`${target.path}: ${answer.status}`);
    bodies.set(`/${index}`, answer);
  }
  const measurable = measured.filter((target, index) => {
    const size = bodies.get(`/${index}`)!.body.length;
    if (size <= MAX_MEASURED_BYTES) return true;
    record({
      measure: `${target.label} req/s`,
      engine,
      value: `not measured: ${(size / 1024 / 1024).toFixed(1)} MB`,
      reference: `bodies over ${MAX_MEASURED_BYTES / 1024 / 1024} MB measure the network`,
      verdict: '',
    });
    return false;
  });
  const reference = await startReference(bodies);
  try {
    for (const target of measurable) {
      const index = measured.indexOf(target);
      const { body, encoding } = bodies.get(`/${index}`)!;
      const { app, bare } = await loadSideBySide(
        { url: server.url + target.path, headers: target.headers },
        { url: `${reference.url}/${index}` },
        options.connections,
        options.duration,
      );
      const ratio = app.rps / bare.rps;
      record({
        measure: `${target.label} req/s`,
        engine,
        value: `${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms${app.errors ? `, ${app.errors} errors` : ''}`,
        reference:
          `bare Node ${bare.rps.toFixed(0)} req/s (${(body.length / 1024).toFixed(1)} KB` +
          `${encoding ? ` ${encoding}` : ''}); ${(ratio * 100).toFixed(0)} %, goal ≥ 50 %`,
        verdict: ratio >= 0.5 && !app.errors ? 'ok' : 'MISSED',
      });
    }
  } finally {
    reference.stop();
  }
  return catalogue;
}

// ---- Mixed load.

type WriteKind = 'product' | 'contact' | 'comment';

/** Distinct visitors: addresses from the benchmarking range, as a proxy would forward them. */
function visitorAddress(n: number) {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The save body of a product as the staff's editor sends it, with a new stock. */
function saveBody(product: Product, stock: number) {
  return { ...productSaveBodyOf(product), stock };
}

/** The public limit on contact messages and comments: this many per address per 10 minutes. */
const PUBLIC_WRITE_LIMIT = 5;
/** Each simulated visitor sends this many: the last ones must be refused (429). */
const WRITES_PER_VISITOR = 7;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type MixedOutcome = {
  /** Acknowledged writes, to compare with the rows the database holds afterwards. */
  contactAcked: number;
  commentAcked: number;
  /** Product id → the stock value of its last acknowledged save. */
  lastStock: Map<string, number>;
  marker: string;
};

/**
 * What a shop's visitors read: mostly products (their pages and API answers, a long tail), some
 * lists and facets, formulas, the home page.
 */
export function visitorReads(catalogue: Catalogue): string[] {
  const reads = [
    '/',
    '/product',
    '/api/producto/lista?page=1&pageSize=20',
    '/api/producto/buscar?q=acido',
    '/api/producto/listaDestacados?limit=8',
    '/api/producto/getOptionsTipoProducto',
    '/api/producto/getLineasNegocio',
    `/api/producto/listaPorTipo?tipo=${catalogue.typeSlug}`,
    '/api/formula/lista',
  ];
  for (const slug of catalogue.formulaSlugs.slice(0, 3)) {
    reads.push(`/api/formula/getFormula?slug=${slug}`, `/post/${slug}`);
  }
  for (const product of catalogue.products.slice(0, 20)) {
    reads.push(`/api/producto/getProducto?slug=${product.slug}`, `/product/${product.slug}`);
  }
  return reads;
}

/**
 * Read-only throughput with 100 connections, then the same reads on 85 connections while 15
 * write: 5 staff saving products (`savesPerSecond` in all, the rate of an editing team at its
 * busiest), 5 sending contact messages and 5 posting formula comments as fast as they are
 * answered, each as a succession of distinct visitors (X-Forwarded-For; the server trusts the
 * loopback proxy) with an Idempotency-Key per write. Writers stop at the end and wait for their
 * answers, so that every write is either acknowledged or refused.
 */
export async function measureMixed(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: { token: string; duration: number; savesPerSecond: number },
): Promise<MixedOutcome> {
  const { token } = options;
  const catalogue = await discover(server.url);
  const reads = visitorReads(catalogue);
  for (const path of reads) await rawGet(server.url + path);
  let pick = 0;
  const readRequests = [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: reads[(pick = (pick + 1) % reads.length)]!,
      }),
    },
  ];
  const readLoad = (connections: number) =>
    autocannon({
      url: server.url,
      connections,
      duration: options.duration,
      requests: readRequests,
    });

  const readOnly = await readLoad(100);
  const readOnlyErrors = readOnly.errors + readOnly.timeouts + readOnly.non2xx;

  // The staff edit the first products (read above).
  const edited = await Promise.all(
    catalogue.products
      .slice(0, 5)
      .map(
        async (item) =>
          (
            await json<{ product: Product }>(
              `${server.url}/api/producto/getProducto?id=${item.id}&incluirBorradores=true`,
              token,
            )
          ).product,
      ),
  );
  const marker = `bench-${Date.now()}`;
  const lastStock = new Map<string, number>();
  const statuses: Record<WriteKind, Map<string, number>> = {
    product: new Map(),
    contact: new Map(),
    comment: new Map(),
  };
  let unexpected = 0;
  let contactAcked = 0;
  let commentAcked = 0;
  let visitors = 0;
  let writing = true;
  const count = (kind: WriteKind, status: string) =>
    statuses[kind].set(status, (statuses[kind].get(status) ?? 0) + 1);

  const post = async (path: string, body: object, headers: Record<string, string>) => {
    try {
      const response = await fetch(server.url + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `${marker}-${randomUUID()}`,
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return String(response.status);
    } catch (error) {
      return error instanceof Error ? error.name : 'error';
    }
  };

  const productWriter = async (product: Product) => {
    let stock = 1000;
    const interval = (1000 * edited.length) / options.savesPerSecond;
    while (writing) {
      const started = Date.now();
      stock += 1;
      const status = await post('/api/producto/guardar', saveBody(product, stock), {
        authorization: `Bearer ${token}`,
      });
      count('product', status);
      if (status === '200') lastStock.set(product.id, stock);
      else unexpected += 1;
      await sleep(Math.max(0, interval - (Date.now() - started)));
    }
  };

  const visitorWriter = async (kind: 'contact' | 'comment') => {
    while (writing) {
      const visitor = (visitors += 1);
      for (let sent = 1; sent <= WRITES_PER_VISITOR && writing; sent += 1) {
        const n = `${visitor}-${sent}`;
        const headers = { 'x-forwarded-for': visitorAddress(visitor) };
        const status =
          kind === 'contact'
            ? await post(
                '/api/cotizar/contacto',
                {
                  name: 'Visitante de prueba',
                  email: `visitante${visitor}@${marker}.example`,
                  phone: '0991234567',
                  subject: `Consulta ${n}`,
                  message: `Mensaje de prueba ${n} ${marker}: precio por volumen, por favor.`,
                },
                headers,
              )
            : await post(
                '/api/formula/guardarComentario',
                {
                  formulaId: catalogue.formulaId,
                  authorName: 'Visitante de prueba',
                  body: `Comentario ${n} ${marker}`,
                },
                headers,
              );
        count(kind, status);
        // The first writes of a visitor are stored; past the limit they are refused.
        if (status !== (sent <= PUBLIC_WRITE_LIMIT ? '201' : '429')) unexpected += 1;
        if (status === '201') {
          if (kind === 'contact') contactAcked += 1;
          else commentAcked += 1;
        }
      }
    }
  };

  const writers = Promise.all([
    ...edited.map(productWriter),
    ...Array.from({ length: 5 }, () => visitorWriter('contact')),
    ...Array.from({ length: 5 }, () => visitorWriter('comment')),
  ]);
  const mixedReads = await readLoad(85);
  writing = false;
  await writers;

  const mixedErrors = mixedReads.errors + mixedReads.timeouts + mixedReads.non2xx;
  const ratio = mixedReads.requests.average / readOnly.requests.average;
  const writes = [...Object.values(statuses)].reduce(
    (sum, byStatus) => sum + [...byStatus.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const share = writes / (writes + mixedReads.requests.total);
  const describe = (kind: WriteKind) =>
    [...statuses[kind]]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, times]) => `${times} × ${status}`)
      .join(', ') || 'none';

  record({
    measure: 'mixed load: read req/s',
    engine,
    value:
      `${mixedReads.requests.average.toFixed(0)} req/s, p99 ${mixedReads.latency.p99} ms` +
      `${mixedErrors ? `, ${mixedErrors} errors` : ''} (85 connections, ${options.duration} s)`,
    reference:
      `read-only ${readOnly.requests.average.toFixed(0)} req/s, p99 ${readOnly.latency.p99} ms` +
      `${readOnlyErrors ? `, ${readOnlyErrors} errors` : ''} (100 connections); ` +
      `${(ratio * 100).toFixed(0)} %, goal ≥ 50 %`,
    verdict: ratio >= 0.5 && !mixedErrors ? 'ok' : 'MISSED',
  });
  record({
    measure: 'mixed load: writes',
    engine,
    value:
      `${writes} writes (${(share * 100).toFixed(1)} % of requests; 15 of 100 connections): ` +
      `product saves ${describe('product')}; contact ${describe('contact')}; ` +
      `comments ${describe('comment')}`,
    reference: `goal: 0 errors besides the limit's 429s (each visitor sends ${WRITES_PER_VISITOR}, limit ${PUBLIC_WRITE_LIMIT})`,
    verdict: unexpected === 0 ? 'ok' : `MISSED (${unexpected} unexpected)`,
  });
  return { contactAcked, commentAcked, lastStock, marker };
}
