// Builds the web app and the API when their output is missing or older than their sources,
// so `npm start` and `npm test` on a fresh clone (or after a pull) always run current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const contracts = join(root, 'packages/contracts/src');
const targets = [
  {
    workspace: '@quimia/web',
    outputs: [
      join(root, 'apps/web/dist/index.html'),
      join(root, 'apps/web/dist-ssr/entry-server.js'),
      join(root, 'apps/web/dist/.vite/page-scripts.json'),
    ],
    sources: [
      join(root, 'apps/web/src'),
      join(root, 'apps/web/index.html'),
      join(root, 'apps/web/public'),
      join(root, 'apps/web/vite.config.ts'),
      join(root, 'apps/web/build-plugins'),
      contracts,
    ],
  },
  {
    workspace: '@quimia/api',
    outputs: [join(root, 'apps/api/dist/server.js')],
    sources: [join(root, 'apps/api/src'), join(root, 'apps/api/build.mjs'), contracts],
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const { workspace, outputs, sources } of targets) {
    // The oldest output counts; a missing one means never built.
    const builtAt = Math.min(
      ...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)),
    );
    const changedAt = Math.max(...sources.map(newestMtime));
    if (!force && builtAt > changedAt) continue;
    console.log(`Construyendo ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`No se pudo construir ${workspace}.`);
      process.exit(result.status ?? 1);
    }
  }
}
