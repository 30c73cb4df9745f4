import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useNearViewport } from '@/lib/use-near-viewport';

const HomeBelowFold = /* @__PURE__ */ lazy(() => import('./home-below-fold'));

/**
 * Latest formulas, why us, branches and the call to action: below the fold on every screen, so
 * their code (and the formulas request) waits until the visitor scrolls toward them. The first
 * visit stays within its 200 KB of JavaScript and the first paint is quicker.
 */
export function HomeDeferredSections() {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  return (
    <Box ref={ref} sx={{ minHeight: near ? undefined : 640 }}>
      {near && (
        <Suspense fallback={<Box sx={{ minHeight: 640 }} />}>
          <HomeBelowFold />
        </Suspense>
      )}
    </Box>
  );
}
