import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** A back-office form's section: a card with its heading (h2) above the fields. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
