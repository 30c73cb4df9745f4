import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { STAFF_ROLES, type UserRole } from '@quimia/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { AuthGuard, GuestGuard, RoleBasedGuard } from '@/features/auth';
import type { DashboardModule } from './routes/dashboard/coming-soon';
import { RouteError } from './route-error';

/** A lazily loaded named export (layouts are named, pages are default exports). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
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
const HomePage = lazy(() => import('./routes/home'));
const AboutUsPage = lazy(() => import('./routes/about-us'));
const ContactUsPage = lazy(() => import('./routes/contact-us'));
const FaqsPage = lazy(() => import('./routes/faqs'));
const MaintenancePage = lazy(() => import('./routes/maintenance'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));
const ForbiddenPage = lazy(() => import('./routes/errors/forbidden'));
const NotFoundPage = lazy(() => import('./routes/errors/not-found'));
const ServerErrorPage = lazy(() => import('./routes/errors/server-error'));

// Sign-in
const LoginPage = lazy(() => import('./routes/auth/login'));
const RegisterPage = lazy(() => import('./routes/auth/register'));

// Dashboard
const DashboardHomePage = lazy(() => import('./routes/dashboard/home'));
const DashboardComingSoon = lazy(() => import('./routes/dashboard/coming-soon'));
const UserProfilePage = lazy(() => import('./routes/dashboard/user/profile'));
const UserCardsPage = lazy(() => import('./routes/dashboard/user/cards'));
const UserListPage = lazy(() => import('./routes/dashboard/user/list'));
const UserNewPage = lazy(() => import('./routes/dashboard/user/new'));
const UserEditPage = lazy(() => import('./routes/dashboard/user/edit'));
const UserAccountPage = lazy(() => import('./routes/dashboard/user/account'));

const ADMIN: readonly UserRole[] = ['admin'];

function adminOnly(page: ReactNode) {
  return <RoleBasedGuard roles={ADMIN}>{page}</RoleBasedGuard>;
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
    </Suspense>
  );
}

// Until the catalogue issue lands, the product and formula routes say so honestly.
const catalogueRoutes = [
  paths.product.root,
  paths.product.list,
  '/product/:id',
  paths.product.checkout,
  '/product/:linea/checkout',
  '/product/:tipo/tipo',
  '/product/:idTipo/listado',
  paths.post.root,
  paths.post.list,
  '/post/:title',
  paths.catalogue,
].map((path) => ({ path, element: <ComingSoonPage /> }));

export const router = createBrowserRouter([
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
              { index: true, element: staffModule('products') },
              { path: 'list', element: staffModule('products') },
              { path: 'new', element: staffModule('products') },
              { path: ':id', element: staffModule('products') },
              { path: ':id/edit', element: staffModule('products') },
            ],
          },
          {
            path: 'post',
            children: [
              { index: true, element: staffModule('posts') },
              { path: 'list', element: staffModule('posts') },
              { path: 'new', element: staffModule('posts') },
              { path: ':title', element: staffModule('posts') },
              { path: ':title/edit', element: staffModule('posts') },
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
]);
