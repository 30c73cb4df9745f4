import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { layout } from '@/config/layout';
import { useCompany } from '@/api/company';
import { LabIllustration } from './lab-illustration';

function FormFallback() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 360 }}>
      <CircularProgress aria-label="Cargando formulario" />
    </Box>
  );
}

/**
 * Sign-in and register screens: logo top-left, a form column of at most 480px
 * and, from md up, a large illustration beside it.
 */
export function AuthLayout() {
  const { data: company } = useCompany();
  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        position: 'relative',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ position: 'absolute', top: 0, left: 0, zIndex: 1, p: { xs: 2, md: 3 } }}
      >
        <Logo withText />
      </Box>

      <Box
        component="section"
        aria-hidden
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 5,
          flex: '1 1 auto',
          maxWidth: 720,
          px: 4,
          pt: 12,
          pb: 6,
          bgcolor: alpha(theme.palette.grey[500], theme.palette.mode === 'dark' ? 0.08 : 0.04),
        })}
      >
        <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
          <Typography variant="h3" component="p" sx={{ mb: 1.5 }}>
            {company?.tagline}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Materias primas para limpieza, cosmética, alimentos, piscinas y agro, con fórmulas
            listas para producir.
          </Typography>
        </Box>
        <LabIllustration sx={{ width: 1, maxWidth: 520 }} />
      </Box>

      <Box
        component="main"
        sx={{
          flex: '1 1 auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          pt: { xs: 12, md: 10 },
          pb: { xs: 6, md: 10 },
        }}
      >
        <Box sx={{ width: 1, maxWidth: layout.authFormMaxWidth, px: { xs: 0, sm: 2 } }}>
          <Suspense fallback={<FormFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
