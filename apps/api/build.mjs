// Bundles the API into dist/server.js. Workspace packages (the shared contracts) are inlined;
// every npm dependency stays external and is loaded from node_modules at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@quimia/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The embedded database's thread is a script of its own, loaded beside the bundle.
copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
