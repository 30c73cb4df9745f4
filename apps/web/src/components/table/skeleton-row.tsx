import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

type SkeletonRowProps = {
  /** The picture's placeholder, shaped like the real one. */
  avatar: ReactNode;
  /** The width of the line under the title. */
  subtitleWidth: string;
  /** The widths of the cells between the first one and the actions. */
  cellWidths: readonly number[];
};

/** A placeholder list row, shaped like `RecordCell`, plain cells and `RowActions`. */
export function SkeletonRow({ avatar, subtitleWidth, cellWidths }: SkeletonRowProps) {
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {avatar}
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width={subtitleWidth} />
          </Box>
        </Stack>
      </TableCell>
      {cellWidths.map((width, index) => (
        <TableCell key={index}>
          <Skeleton width={width} />
        </TableCell>
      ))}
      <TableCell align="right">
        <Skeleton variant="circular" width={32} height={32} sx={{ display: 'inline-block' }} />
      </TableCell>
    </TableRow>
  );
}
