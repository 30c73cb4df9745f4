import { describe, expect, it } from 'vitest';
import type { UserRole } from '@quimia/contracts';
import { filterNavByRole, navConfig, type NavGroupConfig } from './nav-config';
import { isActivePath } from './nav/utils';

function visible(role: UserRole | undefined): string[] {
  const walk = (groups: NavGroupConfig[]) =>
    groups.flatMap((group) =>
      group.items.flatMap((item) => [
        item.path,
        ...(item.children ?? []).map((child) => child.path),
      ]),
    );
  return walk(filterNavByRole(navConfig, role));
}

describe('filterNavByRole', () => {
  it('shows a cliente only the home page and their own profile and account', () => {
    expect(visible('cliente')).toEqual([
      '/dashboard',
      '/dashboard/user',
      '/dashboard/user/profile',
      '/dashboard/user/account',
    ]);
  });

  it('shows a vendedor everything except the user list', () => {
    const paths = visible('vendedor');
    expect(paths).not.toContain('/dashboard/user/list');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard/analytics',
        '/dashboard/chat',
        '/dashboard/consultas/clientes',
      ]),
    );
  });

  it('shows an admin every item', () => {
    expect(visible('admin')).toContain('/dashboard/user/list');
    expect(visible('admin')).toHaveLength(visible('vendedor').length + 1);
  });

  it('hides everything that lists roles when there is no user', () => {
    expect(visible(undefined)).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches the dashboard root only exactly, other items with their sub-paths', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard/user/list')).toBe(false);
    expect(isActivePath('/dashboard/user', '/dashboard/user/12/edit')).toBe(true);
    expect(isActivePath('/dashboard/user/list', '/dashboard/user/listado')).toBe(false);
    expect(isActivePath('https://example.com', '/')).toBe(false);
  });
});
