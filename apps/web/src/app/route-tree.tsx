import { isValidElement, Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import type { STAFF_ROLES as CONTRACT_STAFF_ROLES, UserRole } from '@quimia/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';
import { AuthGuard, GuestGuard, RoleBasedGuard } from '@/features/auth';
import { lazyRoute } from './lazy-route';
import type { DashboardModule } from './routes/dashboard/coming-soon';
import { RouteError } from './route-error';

// Layouts
const MainLayout = lazyRoute('../components/layouts/main/main-layout.tsx', 'MainLayout');
const SimpleLayout = lazyRoute('../components/layouts/simple/simple-layout.tsx', 'SimpleLayout');
const AuthLayout = lazyRoute('../components/layouts/auth/auth-layout.tsx', 'AuthLayout');
const DashboardLayout = lazyRoute('./layouts/dashboard-layout.tsx', 'DashboardLayout');

// Public pages
const HomePage = lazyRoute('./routes/home.tsx');
const AboutUsPage = lazyRoute('./routes/about-us.tsx');
const ContactUsPage = lazyRoute('./routes/contact-us.tsx');
const FaqsPage = lazyRoute('./routes/faqs.tsx');
const MaintenancePage = lazyRoute('./routes/maintenance.tsx');
const ComingSoonPage = lazyRoute('./routes/coming-soon.tsx');
const ForbiddenPage = lazyRoute('./routes/errors/forbidden.tsx');
const NotFoundPage = lazyRoute('./routes/errors/not-found.tsx');
const ServerErrorPage = lazyRoute('./routes/errors/server-error.tsx');
const ProductListPage = lazyRoute('./routes/product/list.tsx');
const ProductDetailsPage = lazyRoute('./routes/product/details.tsx');
const ProductsByLinePage = lazyRoute('./routes/product/by-line.tsx');
const ProductsByTypePage = lazyRoute('./routes/product/by-type.tsx');
const ProductsByTypeIdPage = lazyRoute('./routes/product/by-type-id.tsx');
const FormulaListPage = lazyRoute('./routes/post/list.tsx');
const FormulaDetailsPage = lazyRoute('./routes/post/details.tsx');
const CataloguePage = lazyRoute('./routes/catalogue.tsx');

// Sign-in
const LoginPage = lazyRoute('./routes/auth/login.tsx');
const RegisterPage = lazyRoute('./routes/auth/register.tsx');

// Dashboard
const DashboardHomePage = lazyRoute('./routes/dashboard/home.tsx');
const DashboardComingSoon = lazyRoute<{ module: DashboardModule }>(
  './routes/dashboard/coming-soon.tsx',
);
const UserProfilePage = lazyRoute('./routes/dashboard/user/profile.tsx');
const UserCardsPage = lazyRoute('./routes/dashboard/user/cards.tsx');
const UserListPage = lazyRoute('./routes/dashboard/user/list.tsx');
const UserNewPage = lazyRoute('./routes/dashboard/user/new.tsx');
const UserEditPage = lazyRoute('./routes/dashboard/user/edit.tsx');
const UserAccountPage = lazyRoute('./routes/dashboard/user/account.tsx');
const ProductAdminListPage = lazyRoute('./routes/dashboard/product/list.tsx');
const ProductAdminNewPage = lazyRoute('./routes/dashboard/product/new.tsx');
const ProductAdminDetailsPage = lazyRoute('./routes/dashboard/product/details.tsx');
const ProductAdminEditPage = lazyRoute('./routes/dashboard/product/edit.tsx');
const PostAdminListPage = lazyRoute('./routes/dashboard/post/list.tsx');
const PostAdminNewPage = lazyRoute('./routes/dashboard/post/new.tsx');
const PostAdminDetailsPage = lazyRoute('./routes/dashboard/post/details.tsx');
const PostAdminEditPage = lazyRoute('./routes/dashboard/post/edit.tsx');

const ADMIN: readonly UserRole[] = ['admin'];
// The contract's value would bring every zod schema into the first download (this file is in the
// entry chunk); the type keeps this copy in step with it.
const STAFF_ROLES: typeof CONTRACT_STAFF_ROLES = ['admin', 'vendedor'];

function adminOnly(page: ReactNode) {
  return <RoleBasedGuard roles={ADMIN}>{page}</RoleBasedGuard>;
}

/** Back-office pages for staff (admin, vendedor); a `cliente` gets the 403 message. */
function staffOnly(page: ReactNode) {
  return <RoleBasedGuard roles={STAFF_ROLES}>{page}</RoleBasedGuard>;
}

/** Staff modules that arrive with later issues; a `cliente` gets the 403 message. */
function staffModule(module: DashboardModule) {
  return (
    <RoleBasedGuard roles={STAFF_ROLES}>
      <DashboardComingSoon module={module} />
    </RoleBasedGuard>
  );
}

/** The layouts are lazy too: until the first one arrives, the full-screen logo. */
function RootBoundary() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
      {/* A new page starts at the top and back/forward return to where the visitor was; a list's
          own filters and pages (same path, new query) do not move the scroll. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </Suspense>
  );
}

// Storefront catalogue and formula posts (specification §2). The checkout arrives with its own issue.
const catalogueRoutes = [
  { path: paths.product.root, element: <ProductListPage /> },
  { path: paths.product.list, element: <ProductListPage /> },
  { path: paths.product.checkout, element: <ComingSoonPage /> },
  { path: '/product/:id', element: <ProductDetailsPage /> },
  { path: '/product/:linea/checkout', element: <ProductsByLinePage /> },
  { path: '/product/:tipo/tipo', element: <ProductsByTypePage /> },
  { path: '/product/:idTipo/listado', element: <ProductsByTypeIdPage /> },
  { path: paths.post.root, element: <FormulaListPage /> },
  { path: paths.post.list, element: <FormulaListPage /> },
  { path: '/post/:title', element: <FormulaDetailsPage /> },
  { path: paths.catalogue, element: <CataloguePage /> },
];

/**
 * Every screen of the app (specification §2). The browser router (`router.tsx`) and the server's
 * renderer of the storefront (`entry-server.tsx`) share this tree.
 */
export const routeTree: RouteObject[] = [
  {
    path: '/',
    element: <RootBoundary />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.about, element: <AboutUsPage /> },
          { path: paths.contact, element: <ContactUsPage /> },
          { path: paths.faqs, element: <FaqsPage /> },
          ...catalogueRoutes,
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          { path: paths.page404, element: <NotFoundPage /> },
          { path: paths.page403, element: <ForbiddenPage /> },
          { path: paths.page500, element: <ServerErrorPage /> },
          { path: paths.maintenance, element: <MaintenancePage /> },
          { path: paths.comingSoon, element: <ComingSoonPage /> },
        ],
      },
      {
        path: 'auth/jwt',
        element: (
          <GuestGuard>
            <AuthLayout />
          </GuestGuard>
        ),
        children: [
          { index: true, element: <Navigate to={paths.auth.jwt.login} replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
        ],
      },
      { path: 'auth', element: <Navigate to={paths.auth.jwt.login} replace /> },
      {
        path: 'dashboard',
        element: (
          <AuthGuard>
            <DashboardLayout />
          </AuthGuard>
        ),
        children: [
          { index: true, element: <DashboardHomePage /> },
          { path: 'analytics', element: staffModule('analytics') },
          { path: 'chat', element: staffModule('chat') },
          {
            path: 'consultas',
            children: [
              { index: true, element: staffModule('clients') },
              { path: 'clientes', element: staffModule('clients') },
              { path: 'clientes/:id', element: staffModule('clients') },
              { path: 'productos', element: staffModule('consultaProducts') },
              { path: 'productos/:id', element: staffModule('consultaProducts') },
              { path: 'proveedores', element: staffModule('suppliers') },
              { path: 'proveedores/:id', element: staffModule('suppliers') },
              { path: 'formulas', element: staffModule('formulas') },
              { path: 'formulas/:id', element: staffModule('formulas') },
            ],
          },
          {
            path: 'user',
            children: [
              { index: true, element: <UserProfilePage /> },
              { path: 'profile', element: <UserProfilePage /> },
              { path: 'cards', element: adminOnly(<UserCardsPage />) },
              { path: 'list', element: adminOnly(<UserListPage />) },
              { path: 'new', element: adminOnly(<UserNewPage />) },
              { path: ':id/edit', element: adminOnly(<UserEditPage />) },
              { path: 'account', element: <UserAccountPage /> },
            ],
          },
          {
            path: 'product',
            children: [
              { index: true, element: staffOnly(<ProductAdminListPage />) },
              { path: 'list', element: staffOnly(<ProductAdminListPage />) },
              { path: 'new', element: staffOnly(<ProductAdminNewPage />) },
              { path: ':id', element: staffOnly(<ProductAdminDetailsPage />) },
              { path: ':id/edit', element: staffOnly(<ProductAdminEditPage />) },
            ],
          },
          {
            path: 'post',
            children: [
              { index: true, element: staffOnly(<PostAdminListPage />) },
              { path: 'list', element: staffOnly(<PostAdminListPage />) },
              { path: 'new', element: staffOnly(<PostAdminNewPage />) },
              { path: ':title', element: staffOnly(<PostAdminDetailsPage />) },
              { path: ':title/edit', element: staffOnly(<PostAdminEditPage />) },
            ],
          },
          {
            path: 'order',
            children: [
              { index: true, element: staffModule('orders') },
              { path: 'list', element: staffModule('orders') },
              { path: ':id', element: staffModule('orders') },
            ],
          },
        ],
      },
      // Specification §2: any unknown path goes to the product list, replacing history.
      { path: '*', element: <Navigate to={paths.product.root} replace /> },
    ],
  },
];

/** The lazily loaded components in an element and the elements it wraps (a guard's page). */
function lazyComponentsIn(node: ReactNode): PreloadableComponent<object>[] {
  if (Array.isArray(node)) return node.flatMap(lazyComponentsIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const type = node.type as Partial<PreloadableComponent<object>>;
  const own = typeof type.preload === 'function' ? [type as PreloadableComponent<object>] : [];
  return [...own, ...lazyComponentsIn(node.props.children)];
}

/** The lazily loaded layouts and page that draw `pathname`, outermost first. */
function lazyRoutesOf(pathname: string): PreloadableComponent<object>[] {
  return (matchRoutes(routeTree, pathname) ?? []).flatMap(({ route }) =>
    lazyComponentsIn(route.element),
  );
}

/** Loads the code of the layouts and the page that draw `pathname`. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(lazyRoutesOf(pathname).map((component) => component.preload()));
}

/** The source files of the layouts and the page that draw `pathname` (keys of the manifest). */
export function pageSources(pathname: string): string[] {
  return lazyRoutesOf(pathname).flatMap((component) =>
    component.source ? [component.source] : [],
  );
}
