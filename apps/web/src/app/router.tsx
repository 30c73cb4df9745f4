import { createBrowserRouter } from 'react-router';
import { routeTree } from './route-tree';

/**
 * A page drawn by the server is on screen, and may have been scrolled, before the router starts.
 * Hydration data (empty: the pages have no loaders) tells the router so: its scroll restoration
 * then leaves the first page where the visitor (or the browser, on a reload) put it, instead of
 * jumping back to the top when the scripts come alive.
 */
const drawnByServer = typeof document !== 'undefined' && !!document.getElementById('ssr-state');

export const router = createBrowserRouter(
  routeTree,
  drawnByServer ? { hydrationData: { loaderData: {} } } : undefined,
);
