import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A small count over the corner of an icon or a round button, as MUI's Badge draws it, without
 * that component's code: the header's cart and the support chat show one on every public page.
 * Nothing is drawn for a count of zero or when `invisible`.
 */
export function CountBadge({
  count,
  max = 99,
  color = 'primary',
  overlapCircle = false,
  invisible = false,
  children,
}: {
  count: number;
  max?: number;
  color?: 'primary' | 'error';
  /** Over a round button: the count sits on its edge rather than on the box's corner. */
  overlapCircle?: boolean;
  invisible?: boolean;
  children: ReactNode;
}) {
  const shown = count > max ? `${max}+` : String(count);
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {children}
      {!invisible && count > 0 && (
        <Box
          component="span"
          className="count-badge"
          // The button around it already says the count in its name.
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            top: overlapCircle ? '14%' : 0,
            right: overlapCircle ? '14%' : 0,
            transform: 'translate(50%, -50%)',
            // Over the button it marks (a floating button has a raised z-index of its own).
            zIndex: theme.zIndex.fab + 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.pxToRem(12),
            fontWeight: theme.typography.fontWeightMedium,
            lineHeight: 1,
            bgcolor: `${color}.main`,
            color: `${color}.contrastText`,
            pointerEvents: 'none',
          })}
        >
          {shown}
        </Box>
      )}
    </Box>
  );
}
