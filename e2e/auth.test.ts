import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { ADMIN } from './support/server';

describe('signing in and out', () => {
  const session = useBrowser();

  it('sends a visitor of a protected page to sign in, then back to that page', async () => {
    const { page } = session;
    await page.goto('/dashboard/user/list?tab=active');
    await page.waitForURL(/\/auth\/jwt\/login\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
      '/dashboard/user/list?tab=active',
    );
    await expect.poll(() => page.getByText('Hola, Bienvenido de nuevo').isVisible()).toBe(true);

    await signIn(page, 'ADMIN', ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/user/list');
    expect(await page.evaluate(() => localStorage.getItem('usuario'))).toBe('ADMIN');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
  });

  it('shows the server message on a wrong password and keeps the visitor signed out', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login');
    await signIn(page, ADMIN.email, 'no-es-la-clave');
    await expect
      .poll(() => page.getByText('Correo, usuario o contraseña incorrectos').isVisible())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('never follows a returnTo that leaves the site', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=https%3A%2F%2Fphishing.example%2Fentrar');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(session.baseURL).host);
  });

  it('registers a customer whose session works like a sign-in, and signs out', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/register');
    await expect
      .poll(() => page.getByText('Manage the job more effectively with ProduApps').isVisible())
      .toBe(true);

    // Bad input first: Spanish messages, nothing sent.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() => page.getByText('Ingresa un correo electrónico válido').isVisible())
      .toBe(true);

    const email = `cliente.${Date.now()}@ejemplo.ec`;
    await page.getByLabel('Nombre').fill('Gabriela');
    await page.getByLabel('Apellido').fill('Játiva');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('detergente en polvo');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // A customer stays in the storefront, in their own area.
    await page.waitForURL((url) => url.pathname === '/mi-cuenta');

    // The session works as after signing in: a reload keeps it, the API accepts the header.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Correo para facturas electrónicas').inputValue())
      .toBe(email);
    await page.getByRole('link', { name: 'Mi cuenta' }).first().waitFor();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The session ends once Mi cuenta has given way to the home page.
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('usuario')]),
      )
      .toEqual([null, null]);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
