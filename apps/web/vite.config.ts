import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { endpointAddressesPlugin } from './build-plugins/endpoint-addresses';
import { loadEntryAfterFirstPaint } from './build-plugins/load-entry-after-first-paint';
import { pageScripts } from './build-plugins/page-scripts';
import { precompress } from './build-plugins/precompress';

const require = createRequire(import.meta.url);

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532): production
 * bundles would carry its dev-only warnings. Builds use the production files it ships beside them.
 */
function reactRouterProduction(): Alias {
  const root = dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [endpointAddressesPlugin(), loadEntryAfterFirstPaint(), pageScripts(), precompress()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction()] : []),
    ],
  },
  server: {
    port: 5173,
    // In development the API runs on its own port (`npm run dev`); the browser sees one origin.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
  // The server renderer (`vite build --ssr`) carries its dependencies, in their production builds:
  // the API imports one file and never resolves the web app's packages itself.
  ssr: { noExternal: command === 'build' ? true : undefined },
  // Vite leaves `process.env.NODE_ENV` to the server's environment in a server build; the bundled
  // React and emotion must run their production code, as in the browser (the same class names).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    sourcemap: false,
    // Vite's own preloading adds a `<link rel="modulepreload">` from script for the dependencies of
    // every dynamic import, batch after batch: on a phone that DOM work was a quarter of the
    // storefront's blocking time. The server lists a page's scripts instead (`pageScripts`) and
    // the boot script preloads them in one go (`loadEntryAfterFirstPaint`).
    modulePreload: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Lazy pages share many small pieces of MUI; left alone they become dozens of 1 KB files,
        // each costing a request and its headers on the first visit. Small side-effect-free chunks
        // are merged into one loaded under the same conditions. (The storefront's first visit
        // must stay under 200 KB of JavaScript.)
        experimentalMinChunkSize: 1_000,
      },
    },
  },
}));
