import type { Plugin } from 'vite';

/** Preloads the boot script adds in one task (see below). */
const PRELOADS_PER_TASK = 4;

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
      // `#page-scripts` (`./page-scripts.ts`): all requested before any runs, rather than
      // discovered import after import. A few per task: starting each request costs the main
      // thread a few milliseconds on a phone, and forty of them at once were its longest task.
      const source =
        `var d=document,p=d.getElementById('page-scripts'),u=p?JSON.parse(p.textContent):[],` +
        `s=d.createElement('script');s.type='module';s.src='/${entry.fileName}';` +
        `function n(){var f=d.createDocumentFragment();u.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){` +
        `var l=d.createElement('link');l.rel='modulepreload';l.href=h;f.appendChild(l)});` +
        `if(!u.length)f.appendChild(s);d.head.appendChild(f);if(u.length)setTimeout(n)}` +
        `requestAnimationFrame(function(){setTimeout(n)});`;
      const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      const tag = new RegExp(
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      );
      if (!tag.test(String(html.source))) this.error('index.html: entry script tag not found');
      html.source = String(html.source).replace(tag, `<script defer src="/${boot}"></script>`);
    },
  };
}
