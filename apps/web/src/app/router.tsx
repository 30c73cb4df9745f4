import { createBrowserRouter } from 'react-router';
import { routeTree } from './route-tree';

/**
 * A page drawn by the server is on screen, and may have been scrolled, before the router starts.
 * Hydration data (empty: the pages have no loaders) tells the router so: its scroll restoration
 * then leaves the first page where the visitor (or the browser, on a reload) put it, instead of
 * jumping back to the top when the scripts come alive.
 */
const drawnByServer = typeof document !== 'undefined' && !!document.getElementById('ssr-state');

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on the first call. Making it ranks every route of the tree; the start
 * (`main.tsx`) asks for it in a task of its own rather than while the app's code loads.
 */
export function getRouter() {
  router ??= createBrowserRouter(
    routeTree,
    drawnByServer ? { hydrationData: { loaderData: {} } } : undefined,
  );
  return router;
}
