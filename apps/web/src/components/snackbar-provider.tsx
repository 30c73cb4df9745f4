import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { layout } from '@/config/layout';

/**
 * Notifications: at most 5, 3000 ms, top-right, no duplicates.
 *
 * Mounted by the screens that notify (the dashboard layout, the contact page) rather than at the
 * root, so notistack stays out of the public site's first download.
 */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={layout.notifications.maxSnack}
      autoHideDuration={layout.notifications.autoHideDuration}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
    >
      {children}
    </SnackbarProvider>
  );
}
