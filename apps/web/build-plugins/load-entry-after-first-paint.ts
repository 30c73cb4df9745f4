import type { Plugin } from 'vite';

/**
 * The app's code starts loading once the page has been painted. A storefront page arrives drawn
 * by the server; on a slow phone connection its 170 KB of script would otherwise compete with the
 * page's own bytes for the first paint. A small deferred script (same origin: the CSP allows it)
 * adds the entry module after the first frame; pages the browser draws itself wait one frame.
 */
export function loadEntryAfterFirstPaint(): Plugin {
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
      // With the entry go the preloads of every script the page runs, which the server lists in
      // `#page-scripts` (`./page-scripts.ts`): fetched at once, in
      // one DOM insertion, rather than discovered import after import.
      const source =
        `var d=document,p=d.getElementById('page-scripts'),f=d.createDocumentFragment(),` +
        `s=d.createElement('script');s.type='module';s.src='/${entry.fileName}';` +
        `requestAnimationFrame(function(){setTimeout(function(){` +
        `(p?JSON.parse(p.textContent):[]).forEach(function(u){var l=d.createElement('link');` +
        `l.rel='modulepreload';l.href=u;f.appendChild(l)});f.appendChild(s);d.head.appendChild(f)})});`;
      const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      const tag = new RegExp(
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      );
      if (!tag.test(String(html.source))) this.error('index.html: entry script tag not found');
      html.source = String(html.source).replace(tag, `<script defer src="/${boot}"></script>`);
    },
  };
}
