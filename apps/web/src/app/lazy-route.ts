import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';

/**
 * Every layout and page is loaded on demand, keyed by its file. The build lists each file's scripts
 * (`build-plugins/page-scripts.ts`); from `pageSources` the server names a page's scripts in its
 * HTML, and the browser fetches them all at once instead of discovering them import by import.
 */
const routeModules = import.meta.glob<Record<string, ComponentType>>([
  './routes/**/*.tsx',
  './layouts/*-layout.tsx',
  '../components/layouts/{main,simple,auth}/*-layout.tsx',
]);

/** A page file under this folder, as the route tables name it. */
export type RouteFile = `./${string}.tsx` | `../${string}.tsx`;

// One component per file and export: two routes drawing the same page share its type, so moving
// between them keeps the page mounted.
const loaded = new Map<string, PreloadableComponent<object>>();

/** A layout or page, by its file; layouts are named exports, pages default exports. */
export function lazyRoute<P extends object = object>(
  file: RouteFile,
  exportName = 'default',
): PreloadableComponent<P> {
  const key = `${file}#${exportName}`;
  const known = loaded.get(key);
  if (known) return known as PreloadableComponent<P>;
  const load = routeModules[file];
  // A misspelt file fails every test at once rather than one page at run time.
  if (!load) throw new Error(`route-tree: no module ${file}`);
  const source = new URL(file, 'file:///src/app/').pathname.slice(1);
  const component = lazyWithPreload<P>(
    async () => ({ default: (await load())[exportName] as ComponentType<P> }),
    source,
  );
  loaded.set(key, component as PreloadableComponent<object>);
  return component;
}
