import { isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import type { STAFF_ROLES as CONTRACT_STAFF_ROLES, UserRole } from '@quimia/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { AuthGuard, GuestGuard, RoleBasedGuard } from '@/features/auth';
import type { DashboardModule } from './routes/dashboard/coming-soon';
import { RouteError } from './route-error';

/** A lazily loaded named export (layouts are named, pages are default exports). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyWithPreload(async () => ({ default: (await load())[name] as ComponentType }));
}

// Layouts
const MainLayout = lazyNamed(() => import('@/components/layouts/main/main-layout'), 'MainLayout');
const SimpleLayout = lazyNamed(
  () => import('@/components/layouts/simple/simple-layout'),
  'SimpleLayout',
);
const AuthLayout = lazyNamed(() => import('@/components/layouts/auth/auth-layout'), 'AuthLayout');
const DashboardLayout = lazyNamed(
  () => import('@/components/layouts/dashboard/dashboard-layout'),
  'DashboardLayout',
);

// Public pages
const HomePage = lazyWithPreload(() => import('./routes/home'));
const AboutUsPage = lazyWithPreload(() => import('./routes/about-us'));
const ContactUsPage = lazyWithPreload(() => import('./routes/contact-us'));
const FaqsPage = lazyWithPreload(() => import('./routes/faqs'));
const MaintenancePage = lazyWithPreload(() => import('./routes/maintenance'));
const ComingSoonPage = lazyWithPreload(() => import('./routes/coming-soon'));
const ForbiddenPage = lazyWithPreload(() => import('./routes/errors/forbidden'));
const NotFoundPage = lazyWithPreload(() => import('./routes/errors/not-found'));
const ServerErrorPage = lazyWithPreload(() => import('./routes/errors/server-error'));
const ProductListPage = lazyWithPreload(() => import('./routes/product/list'));
const ProductDetailsPage = lazyWithPreload(() => import('./routes/product/details'));
const ProductsByLinePage = lazyWithPreload(() => import('./routes/product/by-line'));
const ProductsByTypePage = lazyWithPreload(() => import('./routes/product/by-type'));
const ProductsByTypeIdPage = lazyWithPreload(() => import('./routes/product/by-type-id'));
const FormulaListPage = lazyWithPreload(() => import('./routes/post/list'));
const FormulaDetailsPage = lazyWithPreload(() => import('./routes/post/details'));
const CataloguePage = lazyWithPreload(() => import('./routes/catalogue'));

// Sign-in
const LoginPage = lazyWithPreload(() => import('./routes/auth/login'));
const RegisterPage = lazyWithPreload(() => import('./routes/auth/register'));

// Dashboard
const DashboardHomePage = lazyWithPreload(() => import('./routes/dashboard/home'));
const DashboardComingSoon = lazyWithPreload(() => import('./routes/dashboard/coming-soon'));
const UserProfilePage = lazyWithPreload(() => import('./routes/dashboard/user/profile'));
const UserCardsPage = lazyWithPreload(() => import('./routes/dashboard/user/cards'));
const UserListPage = lazyWithPreload(() => import('./routes/dashboard/user/list'));
const UserNewPage = lazyWithPreload(() => import('./routes/dashboard/user/new'));
const UserEditPage = lazyWithPreload(() => import('./routes/dashboard/user/edit'));
const UserAccountPage = lazyWithPreload(() => import('./routes/dashboard/user/account'));
const ProductAdminListPage = lazyWithPreload(() => import('./routes/dashboard/product/list'));
const ProductAdminNewPage = lazyWithPreload(() => import('./routes/dashboard/product/new'));
const ProductAdminDetailsPage = lazyWithPreload(() => import('./routes/dashboard/product/details'));
const ProductAdminEditPage = lazyWithPreload(() => import('./routes/dashboard/product/edit'));
const PostAdminListPage = lazyWithPreload(() => import('./routes/dashboard/post/list'));
const PostAdminNewPage = lazyWithPreload(() => import('./routes/dashboard/post/new'));
const PostAdminDetailsPage = lazyWithPreload(() => import('./routes/dashboard/post/details'));
const PostAdminEditPage = lazyWithPreload(() => import('./routes/dashboard/post/edit'));

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

/** Loads the code of the layouts and the page that draw `pathname`. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      if (!isValidElement(route.element)) return undefined;
      return (route.element.type as Partial<PreloadableComponent<object>>).preload?.();
    }),
  );
}
