import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, type ThemeOptionsInput } from './create-theme';
import { createStyleCache } from './style-cache';

// Two emotion caches: styles written for LTR are flipped (margins, paddings, left/right) in RTL.
// The RTL one (stylis-plugin-rtl and cssjanus) loads only when a page is shown right to left,
// which the Spanish public site never is.
const ltrCache = createStyleCache();
let loadedRtlCache: EmotionCache | null = null;

function useRtlCache(needed: boolean): EmotionCache | null {
  const [cache, setCache] = useState(loadedRtlCache);
  useEffect(() => {
    if (!needed || cache) return;
    let active = true;
    void import('./rtl-cache').then((module) => {
      loadedRtlCache = module.rtlCache;
      if (active) setCache(module.rtlCache);
    });
    return () => {
      active = false;
    };
  }, [needed, cache]);
  return cache;
}

type AppThemeProviderProps = ThemeOptionsInput & {
  children: ReactNode;
  /** The left-to-right style cache; the server passes one per page to collect its styles. */
  emotionCache?: EmotionCache;
};

export function AppThemeProvider({
  mode,
  contrast,
  direction,
  preset,
  children,
  emotionCache = ltrCache,
}: AppThemeProviderProps) {
  const theme = useMemo(
    () => createAppTheme({ mode, contrast, direction, preset }),
    [mode, contrast, direction, preset],
  );

  const rtlCache = useRtlCache(direction === 'rtl');
  const [startedRtl] = useState(direction === 'rtl');

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
  }, [direction, mode, theme.palette.primary.main]);

  // A page that starts right to left waits the instant the flipping cache takes to load rather
  // than flash unflipped. Switching later keeps the page mounted (its state) and flips once loaded.
  if (startedRtl && !rtlCache) return null;

  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
