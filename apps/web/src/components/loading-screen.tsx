import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Logo } from './logo';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.86); opacity: 0.6; }
`;

const ring = keyframes`
  0% { transform: rotate(0deg); border-radius: 28%; }
  50% { transform: rotate(180deg); border-radius: 50%; }
  100% { transform: rotate(360deg); border-radius: 28%; }
`;

type LoadingScreenProps = BoxProps & {
  /** Fill the whole viewport (guards, first load) or only the parent (a page inside a layout). */
  fullScreen?: boolean;
};

/** The animated logo shown while the session or a lazily loaded screen is on its way. */
export function LoadingScreen({ fullScreen = true, sx, ...other }: LoadingScreenProps) {
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      aria-busy="true"
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          bgcolor: 'background.default',
        },
        fullScreen
          ? { position: 'fixed', inset: 0, zIndex: 'modal', width: '100%', height: '100%' }
          : { width: 1, flexGrow: 1, minHeight: 320, py: 8 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      <Box
        sx={{ position: 'relative', width: 96, height: 96, display: 'grid', placeItems: 'center' }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            border: 3,
            borderColor: 'primary.main',
            opacity: 0.24,
            '@media (prefers-reduced-motion: no-preference)': {
              animation: `${ring} 3.2s ease-in-out infinite`,
            },
          }}
        />
        <Box
          sx={{
            '@media (prefers-reduced-motion: no-preference)': {
              animation: `${pulse} 1.6s ease-in-out infinite`,
            },
          }}
        >
          <Logo disableLink />
        </Box>
      </Box>
      <ProgressBar aria-hidden role={undefined} aria-label={undefined} sx={{ maxWidth: 200 }} />
    </Box>
  );
}

const slide = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

/**
 * An indeterminate progress bar in the primary colour. Drawn with CSS rather than MUI's
 * LinearProgress: it is on screen before every lazy page and belongs to the entry chunk, which
 * the storefront's 200 KB first-visit budget (the storefront's first visit stays under 200 KB of JavaScript) keeps lean.
 */
export function ProgressBar({ sx, ...other }: BoxProps) {
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      sx={[
        (theme) => ({
          position: 'relative',
          width: 1,
          height: 4,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.24),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '40%',
          borderRadius: 'inherit',
          bgcolor: 'primary.main',
          '@media (prefers-reduced-motion: no-preference)': {
            animation: `${slide} 1.4s ease-in-out infinite`,
          },
        }}
      />
    </Box>
  );
}

/** Fallback for a lazily loaded page inside a layout that is already on screen. */
export function PageLoading() {
  return <LoadingScreen fullScreen={false} />;
}
