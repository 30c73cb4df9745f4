import { describe, expect, it } from 'vitest';
import { paths, safeReturnTo } from './paths';

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
