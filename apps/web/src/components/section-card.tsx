import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

type SectionCardProps = {
  title: string;
  /** Space below the heading, in theme spacing units (a form's fields need more than facts). */
  headingGap?: number;
  children: ReactNode;
};

/** A back-office section: a card with its heading (h2) above the fields or facts. */
export function SectionCard({ title, headingGap = 3, children }: SectionCardProps) {
  return (
    <Card sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: headingGap }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
