import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Where the skip link lands; the catalogue's print styles find the page by it too. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * A layout's outer column at least a screen high, opening with the keyboard's first stop: a
 * link, seen only while focused, that skips the header and menus to the page.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 16,
          top: -48,
          // Above the app bar and a side menu drawn over it.
          zIndex: (theme) => theme.zIndex.appBar + 2,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'subtitle2',
          textDecoration: 'none',
          '&:focus': { top: 16 },
        }}
      >
        Saltar al contenido
      </Box>
      {children}
    </Box>
  );
}

/** The page's main landmark, which the skip link focuses; it grows to keep a footer at the end. */
export function MainContent({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={[
        { flexGrow: 1, display: 'flex', flexDirection: 'column', outline: 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
