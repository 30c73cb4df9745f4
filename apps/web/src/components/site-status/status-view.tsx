import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatusViewProps = {
  title: string;
  description: ReactNode;
  illustration: ReactNode;
  /** Calls to action under the text. */
  actions?: ReactNode;
  /** Anything else below the actions (e.g. phone numbers). */
  children?: ReactNode;
};

/** Centred title, text, drawing and actions: the shape shared by error and notice pages. */
export function StatusView({
  title,
  description,
  illustration,
  actions,
  children,
}: StatusViewProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        {illustration}
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'center', width: { xs: 1, sm: 'auto' } }}
          >
            {actions}
          </Stack>
        )}
        {children}
      </Stack>
    </Container>
  );
}
