import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOpenAiPeer,
  type OpenAiPeer,
  type PeerScript,
} from '../apps/api/src/test/openai-peer';
import { signIn, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const PRODUCT = { name: 'Ácido cítrico anhidro', path: '/product/acido-citrico-anhidro' };

/**
 * The model's side of a staff question: search the catalogue, then name what was found with the
 * links the tool gave; a visitor's question (not streamed, no tools) gets a short answer.
 */
const catalogueScript: PeerScript = ({ body }) => {
  const last = body.messages.at(-1);
  if (!body.stream) {
    return { text: `Viene en funda de 1 kg y saco de 25 kg. [Ver producto](${PRODUCT.path})` };
  }
  if (last?.role === 'user') {
    return { toolCalls: [{ name: 'buscar_productos', arguments: { consulta: 'ácido cítrico' } }] };
  }
  const found =
    (JSON.parse(last?.content ?? '{}') as { productos?: { nombre: string; enlace: string }[] })
      .productos ?? [];
  return {
    text: `Tenemos estos productos:\n\n${found.map((item) => `- [${item.nombre}](${item.enlace})`).join('\n')}`,
  };
};

describe('QuimIA against an OpenAI-compatible server', () => {
  let peer: OpenAiPeer;
  let server: RunningServer;
  beforeAll(async () => {
    peer = await startOpenAiPeer({ script: catalogueScript });
    server = await startServer({
      OPENAI_BASE_URL: peer.url,
      OPENAI_API_KEY: 'clave-de-prueba',
      OPENAI_MODEL: 'quimia-e2e',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });
  const session = useBrowser({ baseURL: () => server.url });

  it('staff ask QuimIA, see the answer stream with its product links, stop one and retry it', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/chat');
    await expect.poll(() => page.getByText('quimia-e2e').count()).toBe(1);

    const field = page.getByLabel('Pregunta a QuimIA');
    await field.fill('¿Tenemos ácido cítrico?');
    await field.press('Enter');

    const answer = page.getByRole('article', { name: 'Respuesta de QuimIA' });
    await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
    // In the answer's text, and among its sources.
    const link = answer.getByRole('listitem').getByRole('link', { name: PRODUCT.name });
    expect(await link.getAttribute('href')).toBe(PRODUCT.path);
    const sources = answer.getByRole('navigation', { name: 'Fuentes de la respuesta' });
    expect(await sources.getByRole('link', { name: PRODUCT.name }).getAttribute('href')).toBe(
      PRODUCT.path,
    );
    // The model searched the catalogue through QuimIA's tool and was given what it found.
    expect(peer.requests[0]?.body.messages.at(-1)?.content).toBe('¿Tenemos ácido cítrico?');
    expect(peer.requests[1]?.body.messages.at(-1)?.role).toBe('tool');
    await expect.poll(() => answer.innerText()).toContain('Consultó: Buscar productos');
    // The question opened a conversation of its own, listed and kept in the address.
    await expect
      .poll(() => page.getByRole('button', { name: /^¿Tenemos ácido cítrico\?/ }).count())
      .toBe(1);
    expect(new URL(page.url()).searchParams.get('c')).toMatch(/^[0-9a-f-]{36}$/);

    // An answer that keeps streaming shows what arrived; Detener closes it up to the model.
    peer.script([{ text: '', chunks: ['Revisando ', 'el stock '], hangAfter: true }]);
    await field.fill('¿Y el stock?');
    await field.press('Enter');
    const second = answer.nth(1);
    await expect.poll(() => second.innerText()).toContain('Revisando el stock');
    expect(await second.getAttribute('aria-busy')).toBe('true');
    expect(await field.isDisabled()).toBe(true);
    const requestsBefore = peer.requests.length;
    await page.getByRole('button', { name: 'Detener' }).click();
    expect(await peer.requests[requestsBefore - 1]?.closed).toBe(true);
    await expect.poll(() => second.getByRole('button', { name: 'Reintentar' }).count()).toBe(1);

    // Reintentar asks the kept question again.
    peer.script([{ text: 'Hay 120 kg en stock.' }]);
    await second.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => answer.last().innerText()).toContain('Hay 120 kg en stock.');
    expect(peer.requests.at(-1)?.body.messages.at(-1)?.content).toBe('¿Y el stock?');

    // A product link opens the product page inside the app.
    peer.script(catalogueScript);
    await link.click();
    await page.waitForURL((url) => url.pathname === PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
  });

  it('a visitor asks about a product on its page and reads the answer', async () => {
    const { page } = session;
    await page.goto(PRODUCT.path);
    // The panel's code is not part of the page's first load: it comes as the visitor scrolls.
    await page.getByRole('heading', { name: 'Pregúntale a QuimIA' }).scrollIntoViewIfNeeded();
    const question = page.getByLabel('Tu pregunta');
    await question.waitFor();
    await question.fill('¿En qué presentaciones viene?');
    await page.getByRole('button', { name: 'Preguntar' }).click();

    const answer = page.getByRole('article', { name: 'Respuesta de QuimIA' });
    await expect
      .poll(() => answer.innerText())
      .toContain('Viene en funda de 1 kg y saco de 25 kg.');
    expect(await answer.getByRole('link', { name: 'Ver producto' }).getAttribute('href')).toBe(
      PRODUCT.path,
    );
    // The visitor's question went to the model without any tool to call.
    const asked = peer.requests.at(-1)?.body;
    expect(asked?.messages.at(-1)?.content).toBe('¿En qué presentaciones viene?');
    expect(asked?.tools).toBeUndefined();
  });

  it("draws a hostile model's images and links to other hosts as text: nothing is fetched from them", async () => {
    // Another host of the loopback, counting what reaches it.
    const hits: string[] = [];
    const tracker: Server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    const elsewhere = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
    const { page } = session;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    try {
      await page.goto('/auth/jwt/login');
      await signIn(page);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/dashboard/chat');
      peer.script([
        {
          text:
            `Listo. ![p](${elsewhere}/leak.png?d=SECRETO) ` +
            `[ver detalle](${elsewhere}/clic?d=SECRETO) y [el producto](${PRODUCT.path}).`,
        },
      ]);
      const field = page.getByLabel('Pregunta a QuimIA');
      await field.fill('Resume lo que sabes');
      await field.press('Enter');
      const answer = page.getByRole('article', { name: 'Respuesta de QuimIA' }).last();
      await expect.poll(() => answer.getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => answer.innerText()).toContain('ver detalle');

      expect(await answer.locator('img').count()).toBe(0);
      const hrefs = await answer
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([PRODUCT.path]);
      // Reloaded from storage, the same.
      await page.reload();
      await expect.poll(() => answer.innerText()).toContain('ver detalle');
      expect(await answer.locator('img').count()).toBe(0);

      const origin = new URL(server.url).origin;
      expect(asked.filter((url) => /^https?:/.test(url) && !url.startsWith(`${origin}/`))).toEqual(
        [],
      );
      expect(hits).toEqual([]);
    } finally {
      await new Promise((resolve) => tracker.close(resolve));
    }
  });
});
