import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageScripts } from './page-scripts';

const dist = mkdtempSync(join(tmpdir(), 'quimia-web-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the scripts a page runs', () => {
  it('lists the app start, then each layout and page with what it imports, each file once', () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'page-scripts.json'),
      JSON.stringify({
        start: ['/assets/index-1.js', '/assets/start-2.js'],
        pages: {
          'src/components/layouts/main/main-layout.tsx': ['/assets/main-3.js', '/assets/grid-4.js'],
          'src/app/routes/product/details.tsx': ['/assets/details-5.js', '/assets/grid-4.js'],
          'src/app/routes/dashboard/home.tsx': ['/assets/dashboard-6.js'],
        },
      }),
    );
    const pageScripts = loadPageScripts(dist)!;
    expect(
      pageScripts([
        'src/components/layouts/main/main-layout.tsx',
        'src/app/routes/product/details.tsx',
        'src/app/routes/not-built.tsx',
      ]),
    ).toEqual([
      '/assets/index-1.js',
      '/assets/start-2.js',
      '/assets/main-3.js',
      '/assets/grid-4.js',
      '/assets/details-5.js',
    ]);
  });

  it('is off when the web build wrote no list', () => {
    expect(loadPageScripts(join(dist, 'missing'))).toBeNull();
  });
});
