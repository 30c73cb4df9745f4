import { lazy, Suspense, useState } from 'react';
import { useSettings } from '@/lib/settings';

const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })),
);

/**
 * The drawer's code loads the first time it is opened, keeping it out of the first download;
 * it then stays mounted so that it can animate closed.
 */
export function SettingsDrawerLazy() {
  const { open } = useSettings();
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
