import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, paths, safeReturnTo } from './paths';

describe('safeReturnTo', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeReturnTo('/dashboard/user/list?tab=active#top')).toBe(
      '/dashboard/user/list?tab=active#top',
    );
    expect(safeReturnTo('/product/acido-citrico')).toBe('/product/acido-citrico');
  });

  it.each([
    'https://phishing.example/entrar',
    '//phishing.example/entrar',
    '/\\phishing.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
  ])('sends %s to the dashboard', (returnTo) => {
    expect(safeReturnTo(returnTo)).toBe(paths.dashboard.root);
  });
});

describe('landingAfterSignIn', () => {
  it('takes staff to the dashboard, or back to the page that asked', () => {
    expect(landingAfterSignIn('admin', null)).toBe('/dashboard');
    expect(landingAfterSignIn('vendedor', '/dashboard/product/list')).toBe(
      '/dashboard/product/list',
    );
    expect(landingAfterSignIn('vendedor', 'https://phishing.example')).toBe('/dashboard');
  });

  it('takes a customer to Mi cuenta, or back to a storefront page, never to the dashboard', () => {
    expect(landingAfterSignIn('cliente', undefined)).toBe(paths.account);
    expect(landingAfterSignIn('cliente', '/product/acido-citrico?presentacion=25kg')).toBe(
      '/product/acido-citrico?presentacion=25kg',
    );
    expect(landingAfterSignIn('cliente', '/dashboard')).toBe(paths.account);
    expect(landingAfterSignIn('cliente', '/dashboard/user/list?tab=active')).toBe(paths.account);
    expect(landingAfterSignIn('cliente', '//phishing.example')).toBe(paths.account);
    // Only the dashboard itself is refused, not a storefront page whose name starts alike.
    expect(landingAfterSignIn('cliente', '/dashboards-de-ventas')).toBe('/dashboards-de-ventas');
  });
});
