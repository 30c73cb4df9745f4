import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('token expiry', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ JWT_EXPIRES_IN: '4s' });
  });
  afterAll(() => server.stop());
  const session = useBrowser({ baseURL: () => server.url });

  it('alerts "Token expired" at the token\'s exp, removes it and returns to sign-in', async () => {
    const { page } = session;
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/auth/jwt/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(alerts).toEqual([]);

    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual(['Token expired']);
    await page.waitForURL(/\/auth\/jwt\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
