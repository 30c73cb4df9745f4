import createCache from '@emotion/cache';

/**
 * The emotion cache of left-to-right pages; the browser and the server's renderer make theirs
 * here, so their styles match. No vendor prefixes (emotion's default plugin): the browsers the
 * shop supports read the standard properties, and the prefixes were a third of each page's CSS.
 */
export function createStyleCache() {
  return createCache({ key: 'mui', stylisPlugins: [] });
}
