import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ModuleGraph = {
  /** `a → b` for each module `a` whose source (tests aside) imports module `b`, sorted. */
  edges: string[];
  /** The longest path of modules importing modules, e.g. `['auth', 'users', 'mail']`. */
  longestChain: string[];
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** How the API's modules import each other, read from the sources in `apiSrc/modules`. */
export function moduleGraph(apiSrc: string): ModuleGraph {
  const modulesDir = join(apiSrc, 'modules');
  const moduleOf = (path: string) => {
    const inside = relative(modulesDir, path);
    return inside.startsWith('..') ? null : inside.split('/')[0]!;
  };
  const uses = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), fileName));
      if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
    }
  }
  const edges = [...uses].flatMap(([from, tos]) => [...tos].map((to) => `${from} → ${to}`)).sort();
  const longestFrom = (module: string, seen: Set<string>): string[] => {
    let longest = [module];
    for (const next of uses.get(module) ?? []) {
      if (seen.has(next)) continue;
      const path = [module, ...longestFrom(next, new Set([...seen, module]))];
      if (path.length > longest.length) longest = path;
    }
    return longest;
  };
  const longestChain = [...uses.keys()]
    .map((module) => longestFrom(module, new Set()))
    .reduce((longest, path) => (path.length > longest.length ? path : longest), [] as string[]);
  return { edges, longestChain };
}
