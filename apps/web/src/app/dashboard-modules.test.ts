import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, USER_ROLES, type UserRole } from '@quimia/contracts';
import {
  filterNavByRole,
  type NavGroupConfig,
  type NavItemConfig,
} from '@/components/layouts/dashboard/nav-config';
import { AuthGuard, RoleBasedGuard, StaffGuard } from '@/features/auth';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { dashboardNav, quickLinks } from './dashboard-menu';
import {
  ALL_ROLES,
  STAFF_ROLES as TABLE_STAFF_ROLES,
  NAV_GROUPS,
  dashboardModules,
  isOpenToAll,
  modulePaths,
  type DashboardModule,
} from './dashboard-modules';
import { routeTree } from './route-tree';

type Props = { children?: ReactNode; roles?: readonly UserRole[]; module?: string };

/** A URL that a route path matches: its parameters filled in. */
const sample = (path: string) => path.replace(/:\w+/g, 'x');

/** The elements that draw `url`, outermost route first. */
function elementsOf(url: string): ReactElement<Props>[] {
  return (matchRoutes(routeTree, url) ?? []).flatMap(({ route }) =>
    isValidElement<Props>(route.element) ? [route.element] : [],
  );
}

const sourceOf = (element: ReactElement<Props>) =>
  (element.type as Partial<PreloadableComponent<object>>).source;

/** The page a row's route draws, beneath its guard if it has one. */
function pageOf(row: DashboardModule, url: string): ReactElement<Props> {
  const elements = elementsOf(url);
  const dashboard = elements.find((element) => element.type === AuthGuard);
  expect(dashboard, `${url} is behind the sign-in check`).toBeDefined();
  const leaf = elements.at(-1)!;
  if (isOpenToAll(row.roles)) {
    expect(leaf.type, `${row.key}: ${url} has no role guard`).not.toBe(RoleBasedGuard);
    return leaf;
  }
  expect(leaf.type, `${row.key}: ${url} is guarded`).toBe(RoleBasedGuard);
  expect(leaf.props.roles).toEqual(row.roles);
  return leaf.props.children as ReactElement<Props>;
}

/** The locale entry at a dotted key, in one language. */
function entry(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

function walk(items: NavItemConfig[]): NavItemConfig[] {
  return items.flatMap((item) => [item, ...walk(item.children ?? [])]);
}

const menuPaths = (groups: NavGroupConfig[]) =>
  groups.flatMap((group) => walk(group.items).map((item) => item.path));

describe('the table of dashboard modules', () => {
  it('has one row per key and one row per URL', () => {
    const keys = dashboardModules.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    const urls = dashboardModules.flatMap(modulePaths);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('keeps its role lists equal to the contract', () => {
    expect(ALL_ROLES).toEqual(USER_ROLES);
    expect(TABLE_STAFF_ROLES).toEqual(STAFF_ROLES);
  });

  it("guards every row's URLs with its roles, and draws its page there", () => {
    for (const row of dashboardModules.filter((module) => module.status === 'ready')) {
      for (const { path, page } of row.routes) {
        const drawn = pageOf(row, sample(path));
        expect(sourceOf(drawn), `${row.key}: ${path}`).toBe(
          new URL(page, 'file:///src/app/').pathname.slice(1),
        );
      }
    }
  });

  it('shows the coming-soon page, named after the row, on a coming-soon row', () => {
    // Every area is built today; the rows stay able to announce the next one.
    const comingSoon = dashboardModules.filter((row) => row.status === 'coming-soon');
    expect(comingSoon.map((row) => row.key)).toEqual([]);
    for (const row of comingSoon) {
      for (const path of modulePaths(row)) {
        const drawn = pageOf(row, sample(path));
        expect(sourceOf(drawn)).toBe('src/app/routes/dashboard/coming-soon.tsx');
        expect(drawn.props.module).toBe(row.key);
      }
    }
  });

  it('builds every menu entry from a row, with its roles', () => {
    const rows = dashboardModules.filter((row) => row.nav);
    const entries = dashboardNav.flatMap((group) => walk(group.items));
    for (const row of rows) {
      const own = entries.filter((item) => item.title === row.nav!.title);
      expect(own, row.key).toHaveLength(1);
      expect(own[0]!.roles).toEqual(row.roles);
    }
    // The rest are parents: seen by whoever may see one of their entries.
    const parents = entries.filter((item) => !rows.some((row) => row.nav!.title === item.title));
    for (const parent of parents) {
      expect(parent.children?.length, parent.title).toBeGreaterThan(0);
      const roles = ALL_ROLES.filter((role) =>
        parent.children!.some((c) => c.roles?.includes(role)),
      );
      expect(parent.roles).toEqual(roles);
    }
    expect(dashboardNav.map((group) => group.subheader)).toEqual(Object.values(NAV_GROUPS));
  });

  it('builds every quick link from a row, with its roles', () => {
    expect(quickLinks.map((link) => link.key)).toEqual(
      dashboardModules.filter((row) => row.quickLink).map((row) => row.key),
    );
    for (const link of quickLinks) {
      const row = dashboardModules.find((module) => module.key === link.key)!;
      expect(link.roles).toEqual(row.roles);
      expect(link.title).toBe(row.quickLink!.title);
    }
  });

  it('leads every menu entry and quick link to a page, not to the catch-all', () => {
    const links = [...menuPaths(dashboardNav), ...quickLinks.map((link) => link.to)];
    for (const url of links) {
      expect(url, url).not.toContain(':');
      const last = (matchRoutes(routeTree, url) ?? []).at(-1);
      expect(last?.route.path, url).not.toBe('*');
    }
  });

  it('sends a cliente from every URL of the dashboard to Mi cuenta', () => {
    const urls = ['/dashboard', ...dashboardModules.flatMap(modulePaths).map(sample)];
    for (const url of urls) {
      const staffGuard = elementsOf(url).find((element) => element.type === AuthGuard)?.props
        .children as ReactElement<Props> | undefined;
      expect(staffGuard?.type, `${url} is for staff only`).toBe(StaffGuard);
    }
    expect(dashboardModules.filter((row) => row.roles.includes('cliente'))).toEqual([]);
  });

  it('has every label it names in each locale', () => {
    const keys = [
      ...Object.values(NAV_GROUPS),
      ...dashboardNav.flatMap((group) => walk(group.items).map((item) => item.title)),
      ...quickLinks.flatMap((link) => [link.title, link.description]),
      ...dashboardModules
        .filter((row) => row.status === 'coming-soon')
        .map((row) => `modules.${row.key}`),
    ];
    for (const [language, locale] of Object.entries({ es, en, ar })) {
      const missing = keys.filter((key) => typeof entry(locale, key) !== 'string');
      expect(missing, `missing in ${language}.json`).toEqual([]);
    }
  });

  it('capitalises every menu entry and quick link, submenus too, with Spanish accents', () => {
    const titles = [
      ...dashboardNav.flatMap((group) => walk(group.items).map((item) => item.title)),
      ...quickLinks.map((link) => link.title),
    ];
    for (const [language, locale] of Object.entries({ es, en })) {
      const lowercase = titles
        .map((key) => String(entry(locale, key)))
        .filter((label) => label[0] !== label[0]!.toUpperCase());
      expect(lowercase, `lowercase in ${language}.json`).toEqual([]);
    }
    expect(entry(es, 'nav.analytics')).toBe('Métricas');
  });
});

describe('the menu for each role', () => {
  const visible = (role: UserRole | undefined) => menuPaths(filterNavByRole(dashboardNav, role));

  it("shows a cliente nothing: the dashboard is the staff's", () => {
    expect(visible('cliente')).toEqual([]);
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
    expect(visible('admin')).toEqual(menuPaths(dashboardNav));
    expect(visible('admin')).toContain('/dashboard/user/list');
    const adminOnly = visible('admin').filter((path) => !visible('vendedor').includes(path));
    expect(adminOnly).toEqual(
      expect.arrayContaining(['/dashboard/user/list', '/dashboard/settings']),
    );
  });

  it('shows nothing when there is no user', () => {
    expect(visible(undefined)).toEqual([]);
  });
});

describe('the quick links for each role', () => {
  const linksOf = (role: UserRole) =>
    quickLinks.filter((link) => link.roles.includes(role)).map((link) => link.to);

  // Today's links keep their order; a new row's link may come anywhere among them.
  const kept = (links: string[], expected: string[]) =>
    links.filter((link) => expected.includes(link));

  it('lead staff to their modules, then to their own profile and account', () => {
    const staff = [
      '/dashboard/analytics',
      '/dashboard/product/list',
      '/dashboard/post/list',
      '/dashboard/consultas/clientes',
      '/dashboard/chat',
      '/dashboard/user/profile',
      '/dashboard/user/account',
    ];
    expect(kept(linksOf('vendedor'), staff)).toEqual(staff);
    const admin = [staff[0]!, '/dashboard/user/list', ...staff.slice(1)];
    expect(kept(linksOf('admin'), admin)).toEqual(admin);
  });

  it('lead a cliente nowhere: their own area is Mi cuenta, in the storefront', () => {
    expect(linksOf('cliente')).toEqual([]);
  });
});
