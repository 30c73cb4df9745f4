import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the demo files live, from the sources (tsx, tests) or from the bundle in dist/. */
function demoDataDir(): string | undefined {
  return [
    new URL('./data/', import.meta.url),
    new URL('../src/flows/demo-data/data/', import.meta.url),
  ]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(`${dir}products.json`));
}

/** One of the demo's JSON files, parsed; undefined when it is absent. */
export function readDemoFile(name: string): unknown {
  const dir = demoDataDir();
  if (!dir || !existsSync(`${dir}${name}`)) return undefined;
  return JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as unknown;
}
