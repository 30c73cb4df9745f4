/**
 * The dashboard's areas, one row each: from this table come the dashboard's routes with their
 * role guards (`route-tree.tsx`), and through `dashboard-menu.tsx` the side menu and the home
 * page's quick links.
 *
 * To add a dashboard area: add a row here and its page (a file under `routes/dashboard/`; none for
 * a coming-soon row). Its labels are keys of the locale files (`src/locales/*.json`), and
 * `dashboard-modules.test.ts` names any that are missing. Its URLs may be written here; they go in
 * `paths` (`config/paths.ts`) only once other code links to them.
 *
 * - `roles`: who may open the area. The dashboard is the staff's: a customer who opens any of its
 *   URLs goes to Mi cuenta in the storefront (`StaffGuard`). The routes of a row open to all staff
 *   have no guard of their own; any other row's routes answer 403 to the rest.
 * - `status: 'ready'` maps each URL to its page file; `'coming-soon'` lists URLs that show the
 *   dashboard's coming-soon page, titled with `modules.<key>` of the locales.
 * - `nav`: the side menu entry, either on its own in a `group` with an icon, or under a `parent`
 *   entry shared by several rows. `quickLink`: a card on the dashboard's home page. Both lead to
 *   the row's first URL unless they name another.
 * - Icons are named from `dashboardIcons` (`dashboard-menu.tsx`; a new one is added there), which
 *   keeps their drawings out of the entry chunk that holds this table.
 * - The menu and the quick links follow the order of the rows; a parent entry sits where its first
 *   row is. Groups follow `NAV_GROUPS`.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type {
  STAFF_ROLES as CONTRACT_STAFF_ROLES,
  USER_ROLES as CONTRACT_USER_ROLES,
  UserRole,
} from '@quimia/contracts';
import { paths } from '@/config/paths';
import { RoleBasedGuard } from '@/features/auth';
import type { DashboardBadgeName, DashboardIconName } from './dashboard-menu';
import { lazyRoute, type RouteFile } from './lazy-route';

// The contract's values would bring every zod schema into the first download (the route tree, and
// so this table, are in the entry chunk); the types keep these copies in step with them.
export const ALL_ROLES: typeof CONTRACT_USER_ROLES = ['admin', 'vendedor', 'cliente'];
export const STAFF_ROLES: typeof CONTRACT_STAFF_ROLES = ['admin', 'vendedor'];
const ADMIN: readonly UserRole[] = ['admin'];

/** The menu's groups, in order, with their titles' locale keys. */
export const NAV_GROUPS = {
  dashboard: 'nav.dashboard',
  administration: 'nav.administration',
} as const;

export type NavGroup = keyof typeof NAV_GROUPS;

/** A menu entry that holds the entries of several rows. */
export type NavParent = { group: NavGroup; title: string; path: string; icon: DashboardIconName };

type ModuleNav =
  /** An entry of its own: `title` is a locale key; `badge`, a count beside it. */
  | {
      group: NavGroup;
      title: string;
      icon: DashboardIconName;
      path?: string;
      badge?: DashboardBadgeName;
    }
  /** An entry under `parent`. */
  | { parent: NavParent; title: string; path?: string };

type ModuleQuickLink = {
  /** Locale keys of the card's title and text. */
  title: string;
  description: string;
  icon: DashboardIconName;
  to?: string;
};

type ModuleBase = {
  /** Unique; a coming-soon row's name is `modules.<key>` in the locales. */
  key: string;
  roles: readonly UserRole[];
  nav?: ModuleNav;
  quickLink?: ModuleQuickLink;
};

export type DashboardModule = ModuleBase &
  (
    | { status: 'ready'; routes: { path: string; page: RouteFile }[] }
    | { status: 'coming-soon'; paths: string[] }
  );

/** A menu entry of the administration group that holds several rows' entries. */
function adminMenu(title: string, path: string, icon: DashboardIconName): NavParent {
  return { group: 'administration', title, path, icon };
}

/** A home page card titled and described by `home.titles.<name>` and `home.links.<name>`. */
function quickLink(name: string, icon: DashboardIconName): ModuleQuickLink {
  return { title: `home.titles.${name}`, description: `home.links.${name}`, icon };
}

const usersMenu = adminMenu('nav.users', paths.dashboard.user.root, 'people');
const productsMenu = adminMenu('nav.products', paths.dashboard.product.root, 'inventory');
const postsMenu = adminMenu('nav.posts', paths.dashboard.post.root, 'science');
const consultasMenu = adminMenu('nav.consultas', paths.dashboard.consultas.root, 'manageSearch');

const { dashboard } = paths;

/** The rows; the server checks the role again on every call, whatever the menu shows. */
export const dashboardModules: DashboardModule[] = [
  {
    key: 'home',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: dashboard.root, page: './routes/dashboard/home.tsx' }],
    nav: { group: 'dashboard', title: 'nav.home', icon: 'dashboard' },
  },
  {
    key: 'inbox',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: '/dashboard/inbox', page: './routes/dashboard/inbox.tsx' }],
    nav: { group: 'dashboard', title: 'nav.inbox', icon: 'inbox', badge: 'pendingMessages' },
    quickLink: quickLink('inbox', 'inbox'),
  },
  {
    key: 'quotations',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.quotation.root, page: './routes/dashboard/quotation/list.tsx' },
      { path: dashboard.quotation.list, page: './routes/dashboard/quotation/list.tsx' },
      {
        path: dashboard.quotation.details(':id'),
        page: './routes/dashboard/quotation/details.tsx',
      },
    ],
    nav: {
      group: 'dashboard',
      title: 'nav.quotations',
      icon: 'quotations',
      badge: 'pendingQuotations',
    },
    quickLink: quickLink('quotations', 'quotations'),
  },
  {
    key: 'orders',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.order.root, page: './routes/dashboard/order/list.tsx' },
      { path: dashboard.order.list, page: './routes/dashboard/order/list.tsx' },
      { path: dashboard.order.details(':id'), page: './routes/dashboard/order/details.tsx' },
    ],
    nav: { group: 'dashboard', title: 'nav.orders', icon: 'orders', badge: 'pendingOrders' },
    quickLink: quickLink('orders', 'orders'),
  },
  {
    key: 'invoices',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.invoice.root, page: './routes/dashboard/invoice/list.tsx' },
      { path: dashboard.invoice.details(':id'), page: './routes/dashboard/invoice/details.tsx' },
    ],
    nav: { group: 'dashboard', title: 'nav.invoices', icon: 'invoices' },
  },
  {
    key: 'analytics',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: dashboard.analytics, page: './routes/dashboard/analytics.tsx' }],
    nav: { group: 'dashboard', title: 'nav.analytics', icon: 'insights' },
    quickLink: quickLink('analytics', 'insights'),
  },
  {
    key: 'users',
    roles: ADMIN,
    status: 'ready',
    routes: [
      { path: dashboard.user.list, page: './routes/dashboard/user/list.tsx' },
      { path: dashboard.user.new, page: './routes/dashboard/user/new.tsx' },
      { path: dashboard.user.edit(':id'), page: './routes/dashboard/user/edit.tsx' },
      { path: dashboard.user.cards, page: './routes/dashboard/user/cards.tsx' },
    ],
    nav: { parent: usersMenu, title: 'nav.userList' },
    quickLink: quickLink('users', 'people'),
  },
  {
    key: 'mail',
    roles: ADMIN,
    status: 'ready',
    routes: [{ path: '/dashboard/mail', page: './routes/dashboard/mail.tsx' }],
    nav: { group: 'administration', title: 'nav.mail', icon: 'mail' },
  },
  {
    key: 'products',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.product.list, page: './routes/dashboard/product/list.tsx' },
      { path: dashboard.product.root, page: './routes/dashboard/product/list.tsx' },
      { path: dashboard.product.new, page: './routes/dashboard/product/new.tsx' },
      { path: dashboard.product.details(':id'), page: './routes/dashboard/product/details.tsx' },
      { path: dashboard.product.edit(':id'), page: './routes/dashboard/product/edit.tsx' },
      { path: dashboard.product.kardex(':id'), page: './routes/dashboard/product/kardex.tsx' },
    ],
    nav: { parent: productsMenu, title: 'nav.productList' },
    quickLink: quickLink('products', 'inventory'),
  },
  {
    key: 'purchaseReceipts',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      {
        path: dashboard.inventory.purchases,
        page: './routes/dashboard/inventory/purchases.tsx',
      },
    ],
    nav: { parent: productsMenu, title: 'nav.purchaseReceipts' },
  },
  {
    key: 'purchaseSuggestion',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      {
        path: dashboard.inventory.suggestion,
        page: './routes/dashboard/inventory/suggestion.tsx',
      },
    ],
    nav: { parent: productsMenu, title: 'nav.purchaseSuggestion' },
  },
  {
    key: 'posts',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.post.list, page: './routes/dashboard/post/list.tsx' },
      { path: dashboard.post.root, page: './routes/dashboard/post/list.tsx' },
      { path: dashboard.post.new, page: './routes/dashboard/post/new.tsx' },
      { path: dashboard.post.details(':title'), page: './routes/dashboard/post/details.tsx' },
      { path: dashboard.post.edit(':title'), page: './routes/dashboard/post/edit.tsx' },
    ],
    nav: { parent: postsMenu, title: 'nav.postList' },
    quickLink: quickLink('posts', 'science'),
  },
  {
    key: 'categories',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: '/dashboard/categorias', page: './routes/dashboard/categories.tsx' }],
    nav: { group: 'administration', title: 'nav.categories', icon: 'category' },
  },
  {
    key: 'company',
    roles: ADMIN,
    status: 'ready',
    routes: [{ path: '/dashboard/settings', page: './routes/dashboard/settings.tsx' }],
    nav: { group: 'administration', title: 'nav.company', icon: 'storefront' },
  },
  {
    key: 'clients',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.consultas.clients, page: './routes/dashboard/consultas/clients.tsx' },
      { path: dashboard.consultas.client(':id'), page: './routes/dashboard/consultas/client.tsx' },
      { path: dashboard.consultas.root, page: './routes/dashboard/consultas/clients.tsx' },
    ],
    nav: { parent: consultasMenu, title: 'nav.clients' },
    quickLink: quickLink('consultas', 'manageSearch'),
  },
  {
    key: 'consultaProducts',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.consultas.products, page: './routes/dashboard/consultas/products.tsx' },
      {
        path: dashboard.consultas.product(':id'),
        page: './routes/dashboard/consultas/product.tsx',
      },
    ],
    nav: { parent: consultasMenu, title: 'nav.consultaProducts' },
  },
  {
    key: 'suppliers',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.consultas.suppliers, page: './routes/dashboard/consultas/suppliers.tsx' },
      {
        path: dashboard.consultas.supplier(':id'),
        page: './routes/dashboard/consultas/supplier.tsx',
      },
    ],
    nav: { parent: consultasMenu, title: 'nav.suppliers' },
  },
  {
    key: 'formulas',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.consultas.formulas, page: './routes/dashboard/consultas/formulas.tsx' },
      {
        path: dashboard.consultas.formula(':id'),
        page: './routes/dashboard/consultas/formula.tsx',
      },
    ],
    nav: { parent: consultasMenu, title: 'nav.formulas' },
  },
  {
    key: 'consultaImport',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: dashboard.consultas.import, page: './routes/dashboard/consultas/import.tsx' }],
    nav: { parent: consultasMenu, title: 'nav.consultaImport' },
  },
  {
    key: 'chat',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: dashboard.chat, page: './routes/dashboard/chat.tsx' }],
    nav: { group: 'administration', title: 'nav.chat', icon: 'smartToy' },
    quickLink: quickLink('chat', 'smartToy'),
  },
  {
    key: 'profile',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [
      { path: dashboard.user.profile, page: './routes/dashboard/user/profile.tsx' },
      { path: dashboard.user.root, page: './routes/dashboard/user/profile.tsx' },
    ],
    nav: { parent: usersMenu, title: 'nav.userProfile' },
    quickLink: quickLink('profile', 'accountCircle'),
  },
  {
    key: 'account',
    roles: STAFF_ROLES,
    status: 'ready',
    routes: [{ path: dashboard.user.account, page: './routes/dashboard/user/account.tsx' }],
    nav: { parent: usersMenu, title: 'nav.userAccount' },
    quickLink: quickLink('account', 'lock'),
  },
];

/** The URLs of a row, in its order. */
export function modulePaths(row: DashboardModule): string[] {
  return row.status === 'ready' ? row.routes.map((route) => route.path) : row.paths;
}

/** Where a row's menu entry or quick link leads unless it says otherwise: its first URL. */
export function firstPath(row: DashboardModule): string {
  const [path] = modulePaths(row);
  if (!path) throw new Error(`dashboard-modules: ${row.key} has no URL for its link`);
  return path;
}

/** Whether every role the dashboard admits (all staff) may open the row: no guard of its own. */
export function isOpenToAll(roles: readonly UserRole[]): boolean {
  return STAFF_ROLES.every((role) => roles.includes(role));
}

const DashboardComingSoon = lazyRoute<{ module: string }>('./routes/dashboard/coming-soon.tsx');

function guarded(row: DashboardModule, page: ReactNode): ReactNode {
  if (isOpenToAll(row.roles)) return page;
  return <RoleBasedGuard roles={row.roles}>{page}</RoleBasedGuard>;
}

/** A URL of the table as a child of the `dashboard` route. */
function childRoute(path: string, element: ReactNode): RouteObject {
  if (path === dashboard.root) return { index: true, element };
  const prefix = `${dashboard.root}/`;
  if (!path.startsWith(prefix))
    throw new Error(`dashboard-modules: ${path} is not in the dashboard`);
  return { path: path.slice(prefix.length), element };
}

/** The children of the `dashboard` route: every URL of every row, behind the row's guard. */
export const dashboardRoutes: RouteObject[] = dashboardModules.flatMap((row) => {
  if (row.status === 'coming-soon') {
    return row.paths.map((path) =>
      childRoute(path, guarded(row, <DashboardComingSoon module={row.key} />)),
    );
  }
  return row.routes.map(({ path, page }) => {
    const Page = lazyRoute(page);
    return childRoute(path, guarded(row, <Page />));
  });
});
