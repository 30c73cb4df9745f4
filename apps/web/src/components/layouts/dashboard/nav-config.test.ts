import { describe, expect, it } from 'vitest';
import type { UserRole } from '@quimia/contracts';
import { filterNavByRole, type NavGroupConfig } from './nav-config';
import { isActivePath } from './nav/utils';

// The dashboard's own menu is tested with its table (`app/dashboard-modules.test.ts`).
const menu: NavGroupConfig[] = [
  {
    subheader: 'one',
    items: [
      { title: 'open', path: '/a' },
      { title: 'staff', path: '/b', roles: ['admin', 'vendedor'] },
    ],
  },
  {
    subheader: 'two',
    items: [
      {
        title: 'parent',
        path: '/c',
        roles: ['admin', 'cliente'],
        children: [
          { title: 'admin', path: '/c/admin', roles: ['admin'] },
          { title: 'all', path: '/c/all' },
        ],
      },
      {
        title: 'admin parent',
        path: '/d',
        children: [{ title: 'admin', path: '/d/admin', roles: ['admin'] }],
      },
    ],
  },
];

function visible(role: UserRole | undefined): string[] {
  return filterNavByRole(menu, role).flatMap((group) =>
    group.items.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]),
  );
}

describe('filterNavByRole', () => {
  it('keeps the items of the role and those that name no role', () => {
    expect(visible('admin')).toEqual(['/a', '/b', '/c', '/c/admin', '/c/all', '/d', '/d/admin']);
    expect(visible('cliente')).toEqual(['/a', '/c', '/c/all']);
  });

  it('hides a parent whose entries are all hidden, and a group left empty', () => {
    expect(visible('vendedor')).toEqual(['/a', '/b']);
    expect(filterNavByRole(menu, 'vendedor').map((group) => group.subheader)).toEqual(['one']);
  });

  it('keeps only what names no role when there is no user', () => {
    expect(visible(undefined)).toEqual(['/a']);
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
