import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

describe('dashboard settings', () => {
  const session = useBrowser();

  it('keeps the chosen settings across a reload, under the "settings" key', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('button', { name: 'Ajustes' }).click();
    const darkMode = page
      .getByRole('switch', { name: 'Modo oscuro' })
      .or(page.getByRole('checkbox', { name: 'Modo oscuro' }));
    expect(await darkMode.isChecked()).toBe(false);
    await darkMode.click();
    await expect.poll(() => darkMode.isChecked()).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}'),
    ).toMatchObject({ themeMode: 'dark' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(background);
    await page.getByRole('button', { name: 'Ajustes' }).click();
    expect(await darkMode.isChecked()).toBe(true);
  });
});
