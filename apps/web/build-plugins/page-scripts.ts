import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the list goes in `dist` (a dot directory: the server never serves it). */
export const PAGE_SCRIPTS_FILE = '.vite/page-scripts.json';

/** What `PAGE_SCRIPTS_FILE` holds: addresses of scripts, by what needs them. */
export type PageScripts = {
  /** What every page runs: the entry and what it loads first (React, the app). */
  start: string[];
  /** By layout or page source file (`src/app/routes/home.tsx`): its chunk and all it imports. */
  pages: Record<string, string[]>;
};

/** Source folders of the lazily loaded layouts and pages (`src/app/route-tree.tsx`). */
const PAGE_FOLDERS = ['src/app/routes/', 'src/app/layouts/', 'src/components/layouts/'];

/**
 * Writes, for every layout and page, the scripts it runs. The server names a page's scripts in
 * its HTML (`#page-scripts`), from which the boot script preloads them all at once instead of the
 * browser discovering them import after import. Vite's manifest cannot say it: it names a chunk
 * by one of its modules, and pages merged into shared chunks disappear from it.
 */
export function pageScripts(): Plugin {
  let root = '';
  return {
    name: 'quimia:page-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const withImports = (chunk: Rollup.OutputChunk, files: Set<string>) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const importedChunk = bundle[imported];
          if (importedChunk?.type === 'chunk') withImports(importedChunk, files);
        }
      };
      const address = (files: Iterable<string>) => [...files].map((file) => `/${file}`);

      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('page-scripts: the build has no entry chunk');
      const start = new Set<string>();
      withImports(entry, start);
      for (const loaded of entry.dynamicImports) {
        const chunk = bundle[loaded];
        if (chunk?.type === 'chunk') withImports(chunk, start);
      }

      const pages: PageScripts['pages'] = {};
      for (const chunk of chunks) {
        for (const moduleId of chunk.moduleIds) {
          const source = relative(root, moduleId);
          if (!PAGE_FOLDERS.some((folder) => source.startsWith(folder))) continue;
          const files = new Set<string>();
          withImports(chunk, files);
          pages[source] = address([...files].filter((file) => !start.has(file)));
        }
      }

      const list: PageScripts = { start: address(start), pages };
      this.emitFile({ type: 'asset', fileName: PAGE_SCRIPTS_FILE, source: JSON.stringify(list) });
    },
  };
}
