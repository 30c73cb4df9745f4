import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentLine, ElectronicDocument } from '../electronic-document';
import {
  factura,
  facturaAuthorization,
  facturaLines,
  notaCredito,
  notaCreditoAuthorization,
} from './ride-fixtures';
import { RideError, renderRide } from './ride-pdf';

const run = promisify(execFile);
let dir: string;
let files = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ride-pdf-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(pdf: Buffer): Promise<string> {
  files += 1;
  const file = join(dir, `ride-${files}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** The PDF's text as poppler reads it (what a copy from the document gives), laid out. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', await saved(pdf), '-']);
  return stdout;
}

/** What a barcode scanner reads on the first page printed at 200 dpi (its top third, quicker). */
async function scannedBarcodes(pdf: Buffer): Promise<string[]> {
  const file = await saved(pdf);
  const top = ['-x', '0', '-y', '0', '-W', '1654', '-H', '900'];
  await run('pdftoppm', [
    '-r',
    '200',
    ...top,
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    file,
  ]);
  const { stdout } = await run('zbarimg', ['--raw', '-q', `${file}.png`]);
  return stdout.split('\n').filter(Boolean);
}

/** Each word's box and its page's size, as poppler places them (points). */
async function wordBoxes(pdf: Buffer) {
  const { stdout } = await run('pdftotext', ['-bbox', await saved(pdf), '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const pages = [
    ...stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g),
  ];
  return pages.map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [
      ...body!.matchAll(
        /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
      text: text!,
    })),
  }));
}

async function pageCount(pdf: Buffer): Promise<number> {
  const { stdout } = await run('pdfinfo', [await saved(pdf)]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** A label and its amount on one line of the laid-out text. */
const row = (label: string, amount: string) =>
  new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${amount.replace('$', '\\$')}`);

describe('renderRide', () => {
  it('prints the factura as the SRI asks: issuer, number, authorisation, buyer, lines, totals', async () => {
    const text = await pdfText(await renderRide(factura, facturaAuthorization));

    // The issuer.
    expect(text).toContain('QUÍMICOS DEL PACÍFICO S.A.');
    expect(text).toContain('Químicos del Pacífico');
    expect(text).toMatch(/R\.U\.C\.: 1790012345001/);
    expect(text).toContain('Dirección Matriz: Av. Amazonas N34-120 y Av. Atahualpa, Quito');
    expect(text).toContain('Contribuyente Especial Nro.: 5368');
    expect(text).toContain('OBLIGADO A LLEVAR CONTABILIDAD: SI');
    // The document, its authorisation and its key.
    expect(text).toMatch(/^\s*FACTURA\s*$/m);
    expect(text).toContain('No.: 001-002-000000123');
    expect(text).toContain('NÚMERO DE AUTORIZACIÓN');
    expect(text).toContain('FECHA Y HORA DE AUTORIZACIÓN: 27/11/2026 15:42:07');
    expect(text).toContain('AMBIENTE: PRUEBAS');
    expect(text).toContain('EMISIÓN: NORMAL');
    expect(text).toContain('CLAVE DE ACCESO');
    // The number and the key are the same 49 digits here: both printed whole.
    expect(text.match(/2711202601179001234500110010020000001231234567811/g)).toHaveLength(2);
    // The buyer.
    expect(text).toContain('Razón Social / Nombres y Apellidos: Juana Tipán Ñacata');
    expect(text).toContain('Identificación: 1710034065');
    expect(text).toContain('Fecha Emisión: 27/11/2026');
    expect(text).toContain('Dirección: Calle Los Álamos 123 y Pasaje B, Sangolquí');
    // Each line, with its figures.
    expect(text).toMatch(
      /QA-0001\s+2\s+Ácido cítrico anhidro\s+Presentación: Saco 25.*\$52,50\s+\$5,00\s+\$100,00/,
    );
    expect(text).toMatch(
      /AG-0107\s+1,5\s+Sulfato de cobre pentahidratado\s+\$12,00\s+\$0,00\s+\$18,00/,
    );
    expect(text).toMatch(
      /LAB-020\s+1\s+Análisis de pureza en laboratorio\s+\$30,00\s+\$0,00\s+\$30,00/,
    );
    expect(text).toMatch(/ENVIO\s+1\s+Envío a Sangolquí\s+\$4,00\s+\$0,00\s+\$4,00/);
    // The totals, each at its amount.
    expect(text).toMatch(row('SUBTOTAL 15 %', '$104,00'));
    expect(text).toMatch(row('SUBTOTAL 0 %', '$18,00'));
    expect(text).toMatch(row('SUBTOTAL NO OBJETO DE IVA', '$0,00'));
    expect(text).toMatch(row('SUBTOTAL EXENTO DE IVA', '$30,00'));
    expect(text).toMatch(row('SUBTOTAL SIN IMPUESTOS', '$152,00'));
    expect(text).toMatch(row('TOTAL DESCUENTO', '$5,00'));
    expect(text).toMatch(row('IVA 15 %', '$15,60'));
    expect(text).toMatch(row('VALOR TOTAL', '$167,60'));
    // The payment and the additional information.
    expect(text).toMatch(row('20 - OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO', '$167,60'));
    expect(text).toMatch(/Correo\s+juana@example\.ec/);
    expect(text).toMatch(/Pedido\s+PED-2026-000045/);
  });

  it('draws the access key as a Code 128 barcode a scanner reads back whole', async () => {
    const pdf = await renderRide(factura, facturaAuthorization);
    expect(await scannedBarcodes(pdf)).toEqual([factura.accessKey]);
  });

  it('prints the authorisation at the shop’s time, whatever zone the SRI wrote it in', async () => {
    const text = await pdfText(
      await renderRide(factura, { ...facturaAuthorization, authorizedAt: '2026-11-28T02:10:00Z' }),
    );
    expect(text).toContain('FECHA Y HORA DE AUTORIZACIÓN: 27/11/2026 21:10:00');
  });

  it('prints a nota de crédito with the invoice it modifies and why, and no payment', async () => {
    const pdf = await renderRide(notaCredito, notaCreditoAuthorization);
    const text = await pdfText(pdf);
    expect(text).toMatch(/^\s*NOTA DE CRÉDITO\s*$/m);
    expect(text).toContain('No.: 001-002-000000007');
    expect(text).toContain('Comprobante que se modifica: FACTURA 001-002-000000123');
    expect(text).toContain('Fecha Emisión (Comprobante a modificar): 27/11/2026');
    expect(text).toContain('Razón de Modificación: Devolución de un saco dañado en el transporte');
    expect(text).toContain('Fecha Emisión: 28/11/2026');
    expect(text).toMatch(row('VALOR TOTAL', '$57,50'));
    expect(text).not.toContain('Forma de pago');
    expect(await scannedBarcodes(pdf)).toEqual([notaCredito.accessKey]);
  });

  it('prints the production environment and the RIMPE legend when they apply', async () => {
    const text = await pdfText(
      await renderRide(
        { ...factura, issuer: { ...factura.issuer, rimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE' } },
        { ...facturaAuthorization, environment: 'produccion' },
      ),
    );
    expect(text).toContain('AMBIENTE: PRODUCCIÓN');
    expect(text).toContain('CONTRIBUYENTE RÉGIMEN RIMPE');
  });

  it('runs a factura of 120 lines over pages, every line present and the head on each page', async () => {
    const lines: DocumentLine[] = Array.from({ length: 120 }, (_, index) => ({
      ...facturaLines[1]!,
      code: `P-${String(index + 1).padStart(3, '0')}`,
      description: `Producto de prueba número ${String(index + 1).padStart(3, '0')}`,
    }));
    const pdf = await renderRide({ ...factura, lines }, facturaAuthorization);
    const text = await pdfText(pdf);
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    for (let index = 1; index <= 120; index += 1) {
      const number = String(index).padStart(3, '0');
      expect(
        text.match(new RegExp(`P-${number}\\s+1,5\\s+Producto de prueba número ${number}\\b`, 'g')),
      ).toHaveLength(1);
    }
    expect(text.match(/Cód\. Principal/g)).toHaveLength(pages);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain('FACTURA 001-002-000000123 (continuación)');
    expect(text).toMatch(row('VALOR TOTAL', '$167,60'));
  });

  it('prints hostile text as data: no NUL or control character, $` literally, wrapped within the page', async () => {
    const hostile: ElectronicDocument = {
      ...factura,
      buyer: {
        ...factura.buyer,
        name: `Ñ${'X'.repeat(5000)}`,
        address: "Calle\u0000 Uno\u0007 $` $& $' \u202Edaolnwod\u202C 🧪 fin",
      },
      lines: [
        {
          ...facturaLines[0]!,
          description: `Ácido $\`x\` $& ${'muy largo '.repeat(500)}`,
          details: [{ name: 'Lote\u0000', value: 'A'.repeat(5000) }],
        },
      ],
      additionalInfo: [{ name: 'Nota', value: `${'palabra '.repeat(700)}$\`` }],
    };
    const pdf = await renderRide(hostile, facturaAuthorization);
    const text = await pdfText(pdf);
    const unprintable = [...text].filter((char) => {
      const code = char.codePointAt(0)!;
      return (code < 0x20 && char !== '\n' && char !== '\f') || code === 0x202e;
    });
    expect(unprintable).toEqual([]);
    expect(text).toContain("Calle Uno $` $& $'");
    expect(text).toContain('Ácido $`x` $&');
    // The 5000-character name is cut where the SRI's 300 end, and wraps within its box.
    expect(text).toContain('ÑXXXX');
    expect(text).toContain('X…');
    for (const page of await wordBoxes(pdf)) {
      for (const word of page.words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(29);
        expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - 29);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(29);
        expect(word.yMax, word.text).toBeLessThanOrEqual(page.height - 29);
      }
    }
  });

  it('prints «Fuera de rango» for a figure held past the safe range, as the quotation does', async () => {
    const past = Number.MAX_SAFE_INTEGER;
    const text = await pdfText(
      await renderRide(
        {
          ...factura,
          lines: [{ ...facturaLines[0]!, subtotalCents: past }],
          taxes: [{ ...factura.taxes[0]!, baseCents: past, amountCents: past }],
          subtotalCents: past,
          totalCents: past,
          payments: [{ method: '20', totalCents: past }],
        },
        facturaAuthorization,
      ),
    );
    // The line, SUBTOTAL 15 %, SUBTOTAL SIN IMPUESTOS, IVA 15 %, VALOR TOTAL and the payment.
    expect(text.match(/Fuera de rango/g)).toHaveLength(6);
    expect(text).not.toMatch(/90\.071\.992/);
    expect(text).toContain('$52,50');
  });

  it('places the seller’s logo, and goes out without it when the file is not an image', async () => {
    const logo = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'logo', scale: 4 });
    const images = async (pdf: Buffer) => {
      const { stdout } = await run('pdfimages', ['-list', await saved(pdf)]);
      // Rows after the two of the head; an image's transparency is a row (smask) of its own.
      return stdout
        .trim()
        .split('\n')
        .slice(2)
        .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
    };
    expect(await images(await renderRide(factura, facturaAuthorization, { logo }))).toBe(2);
    const broken = Buffer.from('<svg>not a PNG</svg>');
    expect(await images(await renderRide(factura, facturaAuthorization, { logo: broken }))).toBe(1);
  });

  it('refuses to print an access key that is not 49 digits', async () => {
    await expect(
      renderRide(
        { ...factura, accessKey: `${factura.accessKey.slice(0, 48)}A` },
        facturaAuthorization,
      ),
    ).rejects.toThrow(RideError);
  });
});
