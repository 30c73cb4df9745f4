import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** Emotion cache that flips LTR styles (margins, paddings, left/right) for right-to-left pages. */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
