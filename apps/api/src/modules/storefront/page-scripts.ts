import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the web build writes to `dist/.vite/page-scripts.json` (`apps/web/build-plugins/
 * page-scripts.ts`): script addresses, for the app's start and by layout or page source file.
 */
type PageScriptsList = { start: string[]; pages: Record<string, string[]> };

/**
 * The scripts a page runs, from the web build's list: the app's start, then the given layouts and
 * page with all they import. The page names them (`#page-scripts`) and its boot script preloads
 * them at once, right after the first paint, instead of the browser discovering them import after
 * import (seven levels deep for a product page). `<link>` elements in the HTML would fetch them
 * sooner, but would compete with the page itself for a phone's bandwidth before it is drawn.
 * Null when the web build has no list.
 */
export function loadPageScripts(webDistDir: string): ((sources: string[]) => string[]) | null {
  const file = join(webDistDir, '.vite', 'page-scripts.json');
  if (!existsSync(file)) return null;
  const list = JSON.parse(readFileSync(file, 'utf8')) as PageScriptsList;
  return (sources) => [
    ...new Set([...list.start, ...sources.flatMap((source) => list.pages[source] ?? [])]),
  ];
}
