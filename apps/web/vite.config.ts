import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532): production
 * bundles would carry its dev-only warnings. Builds use the production files it ships beside them.
 */
function reactRouterProduction(): Alias {
  const root = dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') };
}

/**
 * The app's code starts loading once the page has been painted. A storefront page arrives drawn
 * by the server; on a slow phone connection its 170 KB of script would otherwise compete with the
 * page's own bytes for the first paint. A small deferred script (same origin: the CSP allows it)
 * adds the entry module after the first frame; pages the browser draws itself wait one frame.
 */
function loadEntryAfterFirstPaint(): Plugin {
  return {
    name: 'quimia:load-entry-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
      );
      if (!html || html.type !== 'asset' || !entry) return;
      const source =
        `var s=document.createElement('script');s.type='module';s.src='/${entry.fileName}';` +
        `requestAnimationFrame(function(){setTimeout(function(){document.head.appendChild(s)})});`;
      const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      const tag = new RegExp(
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      );
      if (!tag.test(String(html.source))) this.error('index.html: entry script tag not found');
      html.source = String(html.source).replace(tag, `<script defer src="/${boot}"></script>`);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [loadEntryAfterFirstPaint()])],
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
    // Every browser the shop supports preloads modules natively; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Lazy pages share many small pieces of MUI; left alone they become dozens of 1 KB files,
        // each costing a request and its headers on the first visit. Small side-effect-free chunks
        // are merged into one loaded under the same conditions. (The storefront's first visit
        // must stay under 200 KB of JavaScript, issue 3 §5.)
        experimentalMinChunkSize: 1_000,
      },
    },
  },
}));
