import { describe, expect, inject, it } from 'vitest';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import { ADMIN } from './support/server';

const REPLACEMENT_PATTERNS = "$` $& $' ";

async function page(path: string) {
  const response = await fetch(`${inject('baseURL')}${path}`);
  return { status: response.status, html: await response.text() };
}

async function api(path: string, token: string, body: object) {
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** One document: one doctype, one head, one title, one root. */
function expectOneDocument(html: string, where: string) {
  expect(html.match(/<!doctype html>/gi), where).toHaveLength(1);
  expect(html.match(/<head>/g), where).toHaveLength(1);
  expect(html.match(/<div id="root">/g), where).toHaveLength(1);
  expect(html.match(/id="ssr-state"/g), where).toHaveLength(1);
}

// A `$` pattern in text once made the server copy its page template into the page: a short
// search answered megabytes, and a product's text corrupted every page that showed it.
describe('text with replacement patterns on pages drawn by the server', () => {
  it('answers a search full of $` patterns with a page of normal size', async () => {
    const plain = await page(`/product?q=${encodeURIComponent('x'.repeat(100))}`);
    const hostile = await page(`/product?q=${encodeURIComponent('$`'.repeat(50))}`);
    expect(hostile.status).toBe(200);
    expectOneDocument(hostile.html, 'search');
    expect(hostile.html.length).toBeLessThan(plain.html.length * 1.5);
  });

  it("keeps the home, the catalogue and a product's page whole when a featured product's text has them", async () => {
    const login = await fetch(`${inject('baseURL')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const source = (await (
      await fetch(`${inject('baseURL')}/api/producto/getProducto?slug=acido-citrico-anhidro`)
    ).json()) as { product: Product };
    const { id: _sourceId, ...base } = productSaveBodyOf(source.product);
    const saved = await api('/producto/guardar', accessToken, {
      ...base,
      code: `PAT-${Date.now()}`,
      name: `Patrón ${REPLACEMENT_PATTERNS}de prueba`,
      slug: `patron-de-prueba-${Date.now()}`,
      summary: REPLACEMENT_PATTERNS.repeat(20),
      description: REPLACEMENT_PATTERNS.repeat(1000),
      featured: true,
      status: 'published',
      imageIds: [],
    });
    expect([200, 201], JSON.stringify(saved.json)).toContain(saved.status);
    const product = saved.json.product as { id: string; slug: string };
    try {
      for (const path of ['/', '/catalogo', `/product/${product.slug}`]) {
        // Pages a write dropped are redrawn within a time budget; past it (a busy machine) one
        // goes out as the app shell for a second: wait for the drawn page, which is the subject.
        await expect
          .poll(async () => (await page(path)).html.includes('id="ssr-state"'), { timeout: 15_000 })
          .toBe(true);
        const { status, html } = await page(path);
        expect(status, path).toBe(200);
        expectOneDocument(html, path);
        // The description is 4 kB of patterns: the page carries it a few times, never megabytes.
        expect(html.length, path).toBeLessThan(1_000_000);
      }
    } finally {
      await api('/producto/eliminar', accessToken, { id: product.id });
    }
  });
});
