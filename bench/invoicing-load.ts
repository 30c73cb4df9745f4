// Electronic invoicing for `bench/run.ts`: how many invoices this machine signs per second beside
// building the same XML unsigned, and 200 confirmed orders invoiced end to end through the
// loopback SRI peer (time until all are authorised, and their sequentials without gaps).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCertificate } from '../apps/api/src/modules/invoicing/signature/read-certificate';
import { signDocument } from '../apps/api/src/modules/invoicing/signature/sign-xades';
import { documentXml } from '../apps/api/src/modules/invoicing/xml/document-xml';
import { factura as SAMPLE_INVOICE } from '../apps/api/src/modules/invoicing/ride/ride-fixtures';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import type { RunningServer } from '../e2e/support/server';
import type { Row } from './catalog-load';
import { billingOf, buyerAddress, orderableLines } from './selling-load';

type Recorder = (row: Row) => void;

const FIXTURES = new URL(
  '../apps/api/src/modules/invoicing/signature/test-fixtures/',
  import.meta.url,
).pathname;
export const BENCH_CERTIFICATE = {
  file: readFileSync(join(FIXTURES, 'signing.p12')),
  password: 'clave-de-prueba',
  ruc: '1790012345001',
};

/** Documents per second of `work` over about `seconds`. */
function rate(work: () => void, seconds: number): number {
  for (let warm = 0; warm < 20; warm += 1) work();
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    work();
    done += 1;
  }
  return done / ((performance.now() - started) / 1000);
}

/** Signing beside building the same XML, in this process (the server does the same work). */
export function measureSigning(engine: string, record: Recorder, seconds = 5) {
  const signer = readCertificate(BENCH_CERTIFICATE.file, BENCH_CERTIFICATE.password);
  const built = rate(() => documentXml(SAMPLE_INVOICE), seconds);
  const signed = rate(
    () =>
      signDocument(documentXml(SAMPLE_INVOICE), signer, {
        signingTime: new Date(),
        rootElement: 'factura',
      }),
    seconds,
  );
  record({
    measure: 'invoices signed per second',
    engine,
    value: `${signed.toFixed(0)} /s (${SAMPLE_INVOICE.lines.length} lines, RSA-SHA1 2048)`,
    reference: `the same XML built unsigned: ${built.toFixed(0)} /s`,
    verdict: '',
  });
}

async function call<T>(
  url: string,
  init: RequestInit & { token?: string; from?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.from) headers['x-forwarded-for'] = init.from;
  const response = await fetch(url, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * The certificate and settings as an administrator enters them, `count` orders placed and
 * confirmed, then all issued at once (10 at a time): the time from the first issue until every
 * invoice is authorised, and whether their sequentials run 1…count.
 */
export async function measureInvoicingEndToEnd(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: { token: string; count: number },
) {
  const { token, count } = options;
  const form = new FormData();
  form.append('password', BENCH_CERTIFICATE.password);
  form.append('file', new Blob([BENCH_CERTIFICATE.file]), 'firma.p12');
  const uploaded = await fetch(`${server.url}/api/facturacion/certificado`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`certificate: ${uploaded.status} ${await uploaded.text()}`);
  await call(`${server.url}/api/facturacion/configuracion`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      environment: 'pruebas',
      establishment: '001',
      emissionPoint: '009',
      headOfficeAddress: 'Av. Ilaló 123, Sangolquí',
      establishmentAddress: 'Av. Ilaló 123, Sangolquí',
      keepsAccounts: true,
      specialTaxpayerResolution: null,
      withholdingAgentResolution: null,
      rimpe: 'ninguno',
      xmlVersion: '1.1.0',
      autoIssue: false,
    }),
  });
  const lines = await orderableLines(server.url);
  // Confirming takes the stock: the ordered products get enough for every order first.
  for (const line of lines) {
    const listed = await call<{ items: { id: string }[] }>(
      `${server.url}/api/producto/lista?pageSize=100&incluirBorradores=true`,
      { token },
    );
    for (const item of listed.items) {
      const { product } = await call<{ product: Product }>(
        `${server.url}/api/producto/getProducto?id=${item.id}&incluirBorradores=true`,
        { token },
      );
      if (!product.presentations.some((presentation) => presentation.id === line.presentationId))
        continue;
      await call(`${server.url}/api/producto/guardar`, {
        method: 'POST',
        token,
        body: JSON.stringify({ ...productSaveBodyOf(product), stock: 1_000_000 }),
      });
      break;
    }
  }
  const orders: string[] = [];
  await inParallel(
    Array.from({ length: count }, (_, index) => index),
    10,
    async (index) => {
      const order = await call<{ id: string }>(`${server.url}/api/pedido/crear`, {
        method: 'POST',
        from: buyerAddress(900_000 + index),
        body: JSON.stringify({
          items: lines,
          billing: billingOf(`factura${index}@ejemplo.ec`),
          delivery: { method: 'pickup', branchIndex: 0 },
          payment: { method: 'transfer' },
          idempotencyKey: randomUUID(),
        }),
      });
      await call(`${server.url}/api/pedido/cambiarEstado`, {
        method: 'POST',
        token,
        body: JSON.stringify({ id: order.id, status: 'confirmed' }),
      });
      orders.push(order.id);
    },
  );

  const started = performance.now();
  await inParallel(orders, 10, async (orderId) => {
    await call(`${server.url}/api/facturacion/emitir`, {
      method: 'POST',
      token,
      body: JSON.stringify({ orderId }),
    });
  });
  const issuedSeconds = (performance.now() - started) / 1000;
  type Listed = {
    items: { number: string; status: string }[];
    total: number;
    counts: Record<string, number>;
  };
  let listed: Listed;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    listed = await call<Listed>(`${server.url}/api/facturacion/lista?pageSize=1`, { token });
    const waiting = listed.counts.por_enviar! + listed.counts.recibida!;
    if (waiting === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const numbers: number[] = [];
  for (let page = 1; numbers.length < listed.total; page += 1) {
    const batch = await call<Listed>(
      `${server.url}/api/facturacion/lista?pageSize=100&page=${page}`,
      { token },
    );
    if (batch.items.length === 0) break;
    numbers.push(...batch.items.map((item) => Number(item.number.split('-')[2])));
  }
  numbers.sort((a, b) => a - b);
  const gapless =
    numbers.every((number, index) => number === index + 1) && numbers.length === count;
  const authorized = listed.counts.autorizada ?? 0;
  record({
    measure: `${count} orders invoiced end to end`,
    engine,
    value: `${seconds.toFixed(1)} s (${(count / seconds).toFixed(1)} /s; issuing answered in ${issuedSeconds.toFixed(1)} s)`,
    reference: `${authorized} of ${count} authorised, sequentials ${gapless ? '1…' + count + ' without gaps' : 'WITH GAPS OR REPEATS'}`,
    verdict: authorized === count && gapless ? 'ok' : 'MISSED',
  });
}
