import type { ElementType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** Columns out of 12 per breakpoint, as MUI's Grid counts them (fractions allowed: 3.5). */
export type ColumnSpan = Partial<Record<Breakpoint, number>>;
type Spacing = number | Partial<Record<Breakpoint, number>>;

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * A row of cells that wrap, each `size` twelfths wide, laid out as MUI's Grid lays them out
 * (flex wrap, a gap both ways, widths net of the gaps beside them). The storefront's first pages
 * (home, product list, footer) use it instead of MUI's Grid, whose style code would add a chunk
 * to every first visit.
 */
export function ColumnGrid({
  spacing,
  component = 'div',
  sx,
  children,
  ...rest
}: {
  spacing: Spacing;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-hidden'?: boolean;
}) {
  return (
    <Box
      component={component}
      sx={[
        (theme: Theme) => {
          // The cells' widths subtract their share of the gap, which depends on the breakpoint.
          const columnGap: string | Record<string, string> =
            typeof spacing === 'number'
              ? theme.spacing(spacing)
              : Object.fromEntries(
                  Object.entries(spacing).map(([key, value]) => [key, theme.spacing(value)]),
                );
          const style: Record<string, unknown> = {
            display: 'flex',
            flexWrap: 'wrap',
            gap: spacing,
            '--column-gap': columnGap,
          };
          return style as SystemStyleObject<Theme>;
        },
        ...asList(sx),
      ]}
      {...rest}
    >
      {children}
    </Box>
  );
}

/** A cell of a `ColumnGrid`: `size` twelfths of the row per breakpoint (the whole row below). */
export function ColumnCell({
  size,
  component = 'div',
  sx,
  children,
  ...rest
}: {
  size: ColumnSpan;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children?: ReactNode;
  'aria-hidden'?: boolean;
  'aria-label'?: string;
}) {
  const width = Object.fromEntries(
    Object.entries({ xs: 12, ...size }).map(([breakpoint, twelfths]) => [
      breakpoint,
      `calc(100% * ${twelfths} / 12 - (1 - ${twelfths} / 12) * var(--column-gap))`,
    ]),
  );
  return (
    <Box
      component={component}
      sx={[{ flex: '0 0 auto', minWidth: 0, width }, ...asList(sx)]}
      {...rest}
    >
      {children}
    </Box>
  );
}
