import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type IconNoticeProps = {
  /** A 48px icon, drawn in a round badge. */
  icon: ReactNode;
  /** The badge's colours, e.g. 'error.lighter' and 'error.main'. */
  badge: { bgcolor: string; color: string };
  /** A short line above the title (the area the notice is about). */
  overline?: string;
  title: string;
  description: string;
  /** The one way on, as a button link. */
  action: { to: string; label: string };
  maxWidth: number;
};

/** A dashboard page that only says something (no access, not ready yet) and leads back. */
export function IconNotice({
  icon,
  badge,
  overline,
  title,
  description,
  action,
  maxWidth,
}: IconNoticeProps) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth, mx: 'auto' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          ...badge,
        }}
      >
        {icon}
      </Box>
      {overline && (
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {overline}
        </Typography>
      )}
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{description}</Typography>
      <Button component={RouterLink} to={action.to} variant="contained" size="large">
        {action.label}
      </Button>
    </Box>
  );
}
