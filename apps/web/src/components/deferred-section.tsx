import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useNearViewport } from '@/lib/use-near-viewport';

type DeferredSectionProps = {
  /** Lazily loaded content: its code is fetched once the visitor scrolls near. */
  children: ReactNode;
  /** The room kept for it until then, so that the page does not jump. */
  minHeight: number;
  /** How far below the screen "near" starts (a CSS length; the screen's height by default). */
  below?: string;
};

/**
 * Content below the fold on every screen: drawn, and its code and data requested, only when the
 * visitor scrolls toward it. The first visit stays within its 200 KB of JavaScript and the first
 * paint is quicker.
 */
export function DeferredSection({ children, minHeight, below }: DeferredSectionProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(below);
  return (
    <Box ref={ref} sx={{ minHeight: near ? undefined : minHeight }}>
      {near && <Suspense fallback={<Box sx={{ minHeight }} />}>{children}</Suspense>}
    </Box>
  );
}
