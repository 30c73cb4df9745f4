import { isValidElement, Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';
import { AuthGuard, GuestGuard, StaffGuard } from '@/features/auth';
import { dashboardRoutes } from './dashboard-modules';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

// Layouts
const MainLayout = lazyRoute('./layouts/main-layout.tsx', 'MainLayout');
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
const CheckoutPage = lazyRoute('./routes/product/checkout.tsx');
const ProductsByLinePage = lazyRoute('./routes/product/by-line.tsx');
const ProductsByTypePage = lazyRoute('./routes/product/by-type.tsx');
const ProductsByTypeIdPage = lazyRoute('./routes/product/by-type-id.tsx');
const FormulaListPage = lazyRoute('./routes/post/list.tsx');
const FormulaDetailsPage = lazyRoute('./routes/post/details.tsx');
const CataloguePage = lazyRoute('./routes/catalogue.tsx');
const MyAccountPage = lazyRoute('./routes/my-account.tsx');
const QuotationPage = lazyRoute('./routes/quotation.tsx');
const QuoteRequestPage = lazyRoute('./routes/quote-request.tsx');

// Sign-in
const LoginPage = lazyRoute('./routes/auth/login.tsx');
const RegisterPage = lazyRoute('./routes/auth/register.tsx');
const ForgotPasswordPage = lazyRoute('./routes/auth/forgot-password.tsx');
const ResetPasswordPage = lazyRoute('./routes/auth/reset-password.tsx');

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

// Storefront catalogue, checkout and formula posts.
const catalogueRoutes = [
  { path: paths.product.root, element: <ProductListPage /> },
  { path: paths.product.list, element: <ProductListPage /> },
  { path: paths.product.checkout, element: <CheckoutPage /> },
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
 * Every screen of the app. The browser router (`router.tsx`) and the server's
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
          // A quotation at its link, and asking for one: drawn in the browser only (a buyer's
          // data and prices of the moment, never in the public page cache).
          { path: '/cotizacion/:token', element: <QuotationPage /> },
          { path: '/cotizar', element: <QuoteRequestPage /> },
          // A customer's own area: drawn in the browser only (never in the public page cache).
          {
            path: paths.account,
            element: (
              <AuthGuard>
                <MyAccountPage />
              </AuthGuard>
            ),
          },
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
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      // A reset link works for whoever opens it, signed in on this browser or not.
      {
        path: paths.auth.jwt.resetPassword,
        element: <AuthLayout />,
        children: [{ index: true, element: <ResetPasswordPage /> }],
      },
      { path: 'auth', element: <Navigate to={paths.auth.jwt.login} replace /> },
      {
        path: 'dashboard',
        element: (
          <AuthGuard>
            <StaffGuard>
              <DashboardLayout />
            </StaffGuard>
          </AuthGuard>
        ),
        // The dashboard's areas and their guards: `dashboard-modules.tsx`.
        children: dashboardRoutes,
      },
      // any unknown path goes to the product list, replacing history.
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

type RouteTreeMatches = ReturnType<typeof matchRoutes<RouteObject>>;
/** Addresses whose matches are remembered: a server draws the same few again and again. */
const REMEMBERED_MATCHES = 500;
const rememberedMatches = new Map<string, RouteTreeMatches>();

/**
 * The routes that draw `pathname`, outermost first (null: none). Matching ranks every route of
 * the tree anew each time, about a millisecond: a page drawn on the server asks several times.
 */
export function matchRouteTree(pathname: string): RouteTreeMatches {
  let matches = rememberedMatches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routeTree, pathname);
    if (rememberedMatches.size >= REMEMBERED_MATCHES) {
      rememberedMatches.delete(rememberedMatches.keys().next().value!);
    }
    rememberedMatches.set(pathname, matches);
  }
  return matches;
}

/** The lazily loaded layouts and page that draw `pathname`, outermost first. */
function lazyRoutesOf(pathname: string): PreloadableComponent<object>[] {
  return (matchRouteTree(pathname) ?? []).flatMap(({ route }) => lazyComponentsIn(route.element));
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
