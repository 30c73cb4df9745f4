import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type RecordCellProps = {
  /** The record's picture (an Avatar). */
  avatar: ReactNode;
  /** The record's page; the row's buttons lead there too, so the link is left out of tab order. */
  to: string;
  title: ReactNode;
  /** One line under the title, cut when too long. */
  subtitle: ReactNode;
  /** Keeps a long subtitle from widening the column. */
  maxWidth?: number;
};

/** A list row's first cell: picture, the record's name as a link, and a line about it. */
export function RecordCell({ avatar, to, title, subtitle, maxWidth }: RecordCellProps) {
  return (
    <TableCell>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
        {/* A phone gives the picture's room to the row's name and figures. */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexShrink: 0 }}>{avatar}</Box>
        {/* On a phone a long code line is cut rather than pushing the row's actions off. */}
        <Box sx={{ minWidth: 0, maxWidth: { xs: '42vw', sm: maxWidth ?? 'none' } }}>
          <Link
            component={RouterLink}
            to={to}
            color="inherit"
            underline="hover"
            variant="subtitle2"
            tabIndex={-1}
            sx={{ display: 'block' }}
          >
            {title}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        </Box>
      </Stack>
    </TableCell>
  );
}
