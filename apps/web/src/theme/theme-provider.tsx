import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, type ThemeOptionsInput } from './create-theme';

// Two emotion caches: styles written for LTR are flipped (margins, paddings, left/right) in RTL.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

type AppThemeProviderProps = ThemeOptionsInput & { children: ReactNode };

export function AppThemeProvider({
  mode,
  contrast,
  direction,
  preset,
  children,
}: AppThemeProviderProps) {
  const theme = useMemo(
    () => createAppTheme({ mode, contrast, direction, preset }),
    [mode, contrast, direction, preset],
  );

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
  }, [direction, mode, theme.palette.primary.main]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
