import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { waitForMail } from './support/mail-peer';

describe('forgotten password', () => {
  const session = useBrowser();

  it('is reset through the link e-mailed to a real mail server, once, ending old sessions', async () => {
    const { page, baseURL } = session;
    const email = 'olvido.e2e@ejemplo.ec';
    const registered = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'la clave que olvidé',
        firstName: 'Olivia',
        lastName: 'Mena',
      }),
    });
    expect(registered.status).toBe(201);
    const { accessToken: oldSession } = (await registered.json()) as { accessToken: string };
    const welcome = await waitForMail(inject('mailDir'), email, {
      subject: /Tu cuenta fue creada/,
    });
    expect(welcome.text).toContain(`${baseURL}/auth/jwt/login`);

    await page.goto('/auth/jwt/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/jwt/forgot-password');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toMatch(/Si el correo corresponde a una cuenta/);

    const mail = await waitForMail(inject('mailDir'), email, { subject: /Restablece/ });
    expect(mail.text).toContain('Hola, Olivia:');
    const link = /(https?:\/\/\S+\/auth\/jwt\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(baseURL)).toBe(true);

    await page.goto(link!);
    await page.getByLabel('Contraseña nueva').fill('sosa cáustica en escamas');
    await page.getByLabel('Repite la contraseña').fill('sosa cáustica en escamas');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/tu contraseña cambió/);

    // The session opened before the reset is over.
    const me = await fetch(`${baseURL}/api/auth/me`, {
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.status).toBe(401);

    // The link worked once: opened again, it says so.
    await page.goto(link!);
    await page.getByLabel('Contraseña nueva').fill('otra frase cualquiera');
    await page.getByLabel('Repite la contraseña').fill('otra frase cualquiera');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect.poll(() => page.getByText(/Este enlace ya se usó/).isVisible()).toBe(true);

    // The new password signs in.
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();
    await page.goto('/auth/jwt/login');
    await signIn(page, email, 'sosa cáustica en escamas');
    // A customer lands in their own area of the storefront.
    await page.waitForURL((url) => url.pathname === '/mi-cuenta');

    // The administrator finds both e-mails in Correo saliente, sent, the link's secret not kept.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fmail');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/mail');
    await page.getByLabel('Buscar').fill('olvido.e2e');
    await page.waitForURL((url) => url.searchParams.get('q') === 'olvido.e2e');
    const rows = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => rows.count()).toBe(2);
    const resetRow = rows.filter({ hasText: 'Restablece tu contraseña' });
    expect(await resetRow.textContent()).toContain('Enviado');
    await resetRow.getByRole('button', { name: /Restablece tu contraseña/ }).click();
    const body = page.getByRole('dialog').getByLabel('Texto del correo');
    await expect.poll(() => body.textContent()).toContain('Hola, Olivia:');
    expect(await body.textContent()).toContain('token=(oculto)');
  });
});
