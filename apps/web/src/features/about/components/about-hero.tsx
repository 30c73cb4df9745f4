import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCompany } from '@/api/company';

export function AboutHero() {
  const { data: company } = useCompany();
  return (
    <Box
      component="section"
      aria-labelledby="about-title"
      sx={(theme) => ({
        py: { xs: 8, md: 10 },
        background: `linear-gradient(180deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1)} 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0)} 100%)`,
      })}
    >
      <Container sx={{ textAlign: 'center' }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          Nosotros
        </Typography>
        <Typography id="about-title" variant="h2" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
          Química confiable para quienes producen en Ecuador
        </Typography>
        <Typography
          sx={{ fontSize: { md: 18 }, color: 'text.secondary', maxWidth: 720, mx: 'auto' }}
        >
          {company?.description}
        </Typography>
      </Container>
    </Box>
  );
}
