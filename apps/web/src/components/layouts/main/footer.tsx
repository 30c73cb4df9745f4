import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { layout } from '@/config/layout';
import type { Branch } from '@quimia/contracts';
import { shopHours, useCompany } from '@/api/company';
import { mapLinkProps, telLink } from '@/config/site';
import { SocialLinks } from './social-links';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

const mutedSx = { color: 'inherit', opacity: 0.72 } as const;

function PhoneLine({ label, phones }: { label: string; phones: readonly string[] }) {
  if (phones.length === 0) return null;
  return (
    <Typography variant="body2" sx={mutedSx}>
      {label}:{' '}
      {phones.map((phone, index) => (
        <span key={phone}>
          {index > 0 && ', '}
          <Link href={telLink(phone)} color="inherit" underline="hover">
            {phone}
          </Link>
        </span>
      ))}
    </Typography>
  );
}

function FooterBranch({ branch }: { branch: Branch }) {
  return (
    <Stack spacing={1.25}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Sucursal {branch.name}
      </Typography>
      <Typography variant="body2" component="address" sx={{ ...mutedSx, fontStyle: 'normal' }}>
        {branch.address}
      </Typography>
      <PhoneLine label="Fijo" phones={branch.landlines} />
      <PhoneLine label="Celular" phones={branch.mobiles} />
      {branch.emails.map((email) => (
        <Link
          key={email}
          href={`mailto:${email}`}
          variant="body2"
          color="inherit"
          underline="hover"
          sx={mutedSx}
        >
          {email}
        </Link>
      ))}
      {branch.mapUrl && (
        <Link
          {...mapLinkProps({ name: branch.name, mapUrl: branch.mapUrl })}
          variant="body2"
          underline="always"
          sx={{ color: 'primary.light', fontWeight: 600 }}
        >
          Ver en el mapa
        </Link>
      )}
    </Stack>
  );
}

/** First footer block: who we are, the branches, hours and social links. */
export function FooterMain() {
  const { data: company } = useCompany();
  const branches = company?.branches ?? [];
  // Two branches fill the row beside the logo and hours; more wrap two per row.
  const branchColumns = branches.length <= 2 ? 3 : 6;

  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 6, md: 8 } }}>
      <Container>
        <ColumnGrid spacing={{ xs: 5, md: 4 }}>
          <ColumnCell size={{ xs: 12, md: 3.5 }}>
            <Logo withText sx={{ color: 'common.white' }} />
            <Typography variant="body2" sx={{ ...mutedSx, mt: 2, mb: 3, maxWidth: 320 }}>
              {company?.description}
            </Typography>
            <SocialLinks />
          </ColumnCell>

          {branches.map((branch, index) => (
            <ColumnCell key={`${index}-${branch.name}`} size={{ xs: 12, sm: 6, md: branchColumns }}>
              <FooterBranch branch={branch} />
            </ColumnCell>
          ))}

          <ColumnCell size={{ xs: 12, md: 2.5 }}>
            <Stack spacing={1.25}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Horario de atención
              </Typography>
              {shopHours(branches).map((group) => (
                <Stack key={group.branch ?? ''} spacing={0.5}>
                  {group.branch && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {group.branch}
                    </Typography>
                  )}
                  {group.hours.map((slot) => (
                    <Typography key={slot.days} variant="body2" sx={mutedSx}>
                      {slot.days}: {slot.time}
                    </Typography>
                  ))}
                </Stack>
              ))}
              <Link
                component={RouterLink}
                to={paths.faqs}
                variant="body2"
                color="inherit"
                underline="hover"
                sx={{ ...mutedSx, pt: 1.5 }}
              >
                Preguntas frecuentes
              </Link>
            </Stack>
          </ColumnCell>
        </ColumnGrid>
      </Container>
    </Box>
  );
}

/** Second footer block: the copyright line with the current year. */
export function FooterBottom() {
  const { data: company } = useCompany();
  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white' }}>
      {/* A plain rule: MUI's Divider would add its own chunk to every public page's first visit. */}
      <Box
        component="hr"
        sx={{ m: 0, border: 0, borderTop: '1px solid rgba(255, 255, 255, 0.12)' }}
      />
      <Container
        sx={{
          pt: 3,
          // Scrolled to the end, the support chat's floating button sits over this corner: below
          // the text on a phone, beside it on wider screens.
          pb: { xs: `${layout.supportChat.clearance}px`, sm: 3 },
          pr: { sm: `${layout.supportChat.clearance}px` },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography variant="caption" sx={mutedSx}>
          © {new Date().getFullYear()} {company?.tradeName}. Todos los derechos reservados.
        </Typography>
        {company?.tagline && (
          <Typography variant="caption" sx={mutedSx}>
            {company.tagline}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
