import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SettingsDrawer } from '@/features/settings';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { SettingsProvider, useSettings } from '@/lib/settings';
import { AppThemeProvider } from '@/theme';

/** The theme follows the settings (mode, contrast, direction, colour preset). */
function ThemedApp({
  children,
  emotionCache,
}: {
  children: ReactNode;
  emotionCache?: EmotionCache;
}) {
  const { themeMode, themeContrast, themeDirection, themeColorPresets } = useSettings();
  return (
    <AppThemeProvider
      emotionCache={emotionCache}
      mode={themeMode}
      contrast={themeContrast}
      direction={themeDirection}
      preset={themeColorPresets}
    >
      {children}
    </AppThemeProvider>
  );
}

/**
 * No I18nextProvider here: the public site is written in Spanish, and i18next (with every
 * locale) loads with the dashboard, which imports `@/lib/i18n` (react-i18next finds the instance
 * that `initReactI18next` registers). Nor a SnackbarProvider: the screens that notify mount
 * `AppSnackbarProvider` themselves, keeping notistack out of the public site's first download.
 */
export function AppProvider({
  children,
  client = queryClient,
  emotionCache,
}: {
  children: ReactNode;
  /** The server renders each page with its own query cache and style cache. */
  client?: QueryClient;
  emotionCache?: EmotionCache;
}) {
  return (
    <SettingsProvider>
      <ThemedApp emotionCache={emotionCache}>
        <QueryClientProvider client={client}>
          <AuthProvider>
            {children}
            <SettingsDrawer />
          </AuthProvider>
        </QueryClientProvider>
      </ThemedApp>
    </SettingsProvider>
  );
}
