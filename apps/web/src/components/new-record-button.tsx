import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';

/** The 'Nuevo …' link beside a back-office list's heading. */
export function NewRecordButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />}>
      {children}
    </Button>
  );
}
