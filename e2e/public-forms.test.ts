import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Holds the answers to `path` back until `release` is called (a slow network), recording each
 * request sent. `failFirst` answers the first one with a 503, as a server restarting would.
 */
async function holdAnswers(page: Page, path: string, { failFirst = false } = {}) {
  const requests: Request[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    requests.push(route.request());
    if (failFirst && requests.length === 1) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servicio no disponible', code: 'SERVICE_UNAVAILABLE' }),
      });
      return;
    }
    await held;
    await route.continue();
  });
  return { requests, release };
}

const keyOf = (request: Request) => request.headers()['idempotency-key'];

describe('public forms sent twice', () => {
  const session = useBrowser();

  it('sends the contact message once on a double click, and a retry carries the same key', async () => {
    const { page } = session;
    await page.goto('/contact-us');
    const { requests, release } = await holdAnswers(page, '/api/cotizar/contacto', {
      failFirst: true,
    });
    const fill = async (subject: string) => {
      await page.getByLabel('Nombre').fill('Rosa Quishpe');
      await page.getByLabel('Correo electrónico').fill('rosa@jaboneria.ec');
      await page.getByLabel('Asunto').fill(subject);
      await page
        .getByRole('textbox', { name: 'Mensaje', exact: true })
        .fill('¿Tienen glicerina USP en caneca de 20 L?');
    };
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await fill('Glicerina por caneca');

    // The first attempt fails (a 503); the visitor sends again: the same message, the same key.
    await send.click();
    await expect.poll(() => page.getByText('Servicio no disponible').isVisible()).toBe(true);
    await send.dblclick();
    await expect.poll(() => requests.length).toBe(2);
    // While it is on its way the form says so and takes no second press.
    expect(await send.isDisabled()).toBe(true);
    expect(
      await page.getByRole('form', { name: 'Formulario de contacto' }).getAttribute('aria-busy'),
    ).toBe('true');
    expect(await send.getByRole('progressbar').count()).toBe(1);
    release();
    await expect.poll(() => page.getByText(/Gracias por escribirnos/).isVisible()).toBe(true);
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[0]!)).toMatch(UUID);
    expect(keyOf(requests[1]!)).toBe(keyOf(requests[0]!));

    // The server stores a repeat of that key once: it answers the first answer again.
    const replay = await fetch(requests[1]!.url(), {
      method: 'POST',
      headers: requests[1]!.headers(),
      body: requests[1]!.postData(),
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    // The next message is a new one, with a new key.
    await fill('Glicerina por tambor');
    await send.click();
    await expect.poll(() => requests.length).toBe(3);
    expect(keyOf(requests[2]!)).toMatch(UUID);
    expect(keyOf(requests[2]!)).not.toBe(keyOf(requests[0]!));
  });

  it('publishes a comment once on a double click', async () => {
    const { page } = session;
    await page.goto('/post/lavavajillas-liquido-economico');
    await page.locator('#comentarios').scrollIntoViewIfNeeded();
    const { requests, release } = await holdAnswers(page, '/api/formula/guardarComentario');
    await page.getByLabel('Nombre').fill('Luis Andrango');
    await page
      .getByRole('textbox', { name: /^Comentario/ })
      .fill('Me salió muy bien con agua blanda.');
    const publish = page.getByRole('button', { name: 'Publicar comentario' });
    await publish.dblclick();
    await expect.poll(() => requests.length).toBe(1);
    expect(await publish.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/moderaci|revis/i);
    expect(requests).toHaveLength(1);
    expect(keyOf(requests[0]!)).toMatch(UUID);
    expect(await publish.isEnabled()).toBe(true);
  });
});
