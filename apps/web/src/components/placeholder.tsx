import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * A grey block standing in for content while it loads (like MUI's Skeleton, without its weight
 * on the first visit). Give it the size of what it replaces.
 */
export function Placeholder({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          display: 'block',
          height: '1.2em',
          my: 0.5,
          borderRadius: 1,
          bgcolor: theme.alpha((theme.vars ?? theme).palette.text.primary, 0.11),
          '@media (prefers-reduced-motion: no-preference)': {
            animation: `${pulse} 1.6s ease-in-out 0.5s infinite`,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
