import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { layout } from '@/config/layout';
import { AuthProvider } from '@/features/auth';
import { SettingsDrawer, SettingsProvider, useSettings } from '@/features/settings';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { AppThemeProvider } from '@/theme';

/** The theme follows the settings (mode, contrast, direction, colour preset). */
function ThemedApp({ children }: { children: ReactNode }) {
  const { themeMode, themeContrast, themeDirection, themeColorPresets } = useSettings();
  return (
    <AppThemeProvider
      mode={themeMode}
      contrast={themeContrast}
      direction={themeDirection}
      preset={themeColorPresets}
    >
      {children}
    </AppThemeProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <ThemedApp>
          <QueryClientProvider client={queryClient}>
            {/* Specification §9: at most 5, 3000 ms, top-right, no duplicates. */}
            <SnackbarProvider
              maxSnack={layout.notifications.maxSnack}
              autoHideDuration={layout.notifications.autoHideDuration}
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
              preventDuplicate
            >
              <AuthProvider>
                {children}
                <SettingsDrawer />
              </AuthProvider>
            </SnackbarProvider>
          </QueryClientProvider>
        </ThemedApp>
      </SettingsProvider>
    </I18nextProvider>
  );
}
