import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

describe('users administration screens', () => {
  const session = useBrowser();

  it('creates a user, edits it, and the new user can sign in', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fuser%2Flist');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/user/list');

    await page
      .getByRole('link', { name: 'Nuevo usuario' })
      .or(page.getByRole('button', { name: 'Nuevo usuario' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/user/new');

    // Submitting empty shows Spanish messages and keeps us here.
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect.poll(() => page.getByText('Ingresa el nombre').isVisible()).toBe(true);

    await page.getByLabel('Nombre', { exact: true }).fill('Verónica');
    await page.getByLabel('Apellido', { exact: true }).fill('Cañar');
    await page.getByLabel('Correo electrónico').fill('veronica.canar@produapps.ec');
    await page.getByLabel('Contraseña', { exact: true }).fill('sulfato de aluminio');
    await page.getByLabel('Rol', { exact: true }).selectOption('vendedor');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/user/list');

    await page.getByLabel('Buscar').fill('cañar');
    // The search has run when the address carries it and the table shows only her (and its header).
    await page.waitForURL((url) => url.searchParams.get('q') === 'cañar');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = page.getByRole('row').filter({ hasText: 'veronica.canar@produapps.ec' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Vendedor');

    await row
      .getByRole('link', { name: /Editar/ })
      .or(row.getByRole('button', { name: /Editar/ }))
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/user\/[0-9a-f-]+\/edit$/);
    const lastName = page.getByLabel('Apellido', { exact: true });
    await expect.poll(() => lastName.inputValue()).toBe('Cañar');
    await lastName.fill('Cañar Ordóñez');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/user/list');
    await page.getByLabel('Buscar').fill('ordóñez');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ordóñez');
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Verónica Cañar Ordóñez' }).count())
      .toBe(1);

    // The new seller signs in with the password the administrator set.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/jwt/login');
    await signIn(page, 'veronica.canar@produapps.ec', 'sulfato de aluminio');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
