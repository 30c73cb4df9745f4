import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

type Spacing = ResponsiveStyleValue<number>;

type PageSectionProps = {
  /** The id of the heading that names the section… */
  labelledBy?: string;
  /** …or its name when it shows no heading. */
  label?: string;
  /** A faint primary background, to set the band apart from its neighbours. */
  tinted?: boolean;
  /** Room above and below. */
  py?: Spacing;
  containerSx?: SxProps<Theme>;
  children: ReactNode;
};

/** A band of a public page at the page's width: a landmark of its own, named by its heading. */
export function PageSection({
  labelledBy,
  label,
  tinted = false,
  py = { xs: 8, md: 10 },
  containerSx,
  children,
}: PageSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      aria-label={label}
      sx={(theme) => ({
        py,
        ...(tinted && { bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.04) }),
      })}
    >
      <Container sx={containerSx}>{children}</Container>
    </Box>
  );
}

type SectionHeadingProps = {
  /** The heading's id, which names its section. */
  id: string;
  /** A short word above the title ('Líneas de negocio'). */
  overline?: string;
  title: ReactNode;
  /** A paragraph under the title. */
  children?: ReactNode;
  descriptionMaxWidth?: number;
  /** The room between the heading and what follows. */
  mb?: Spacing;
};

/** A section's centred heading: an overline, the title and a short paragraph. */
export function SectionHeading({
  id,
  overline,
  title,
  children,
  descriptionMaxWidth = 640,
  mb = { xs: 5, md: 6 },
}: SectionHeadingProps) {
  return (
    <>
      {overline && <SectionOverline sx={{ textAlign: 'center' }}>{overline}</SectionOverline>}
      <Typography
        id={id}
        variant="h3"
        component="h2"
        sx={{ textAlign: 'center', mb: children ? 2 : mb }}
      >
        {title}
      </Typography>
      {children && (
        <Typography
          sx={{
            textAlign: 'center',
            color: 'text.secondary',
            maxWidth: descriptionMaxWidth,
            mx: 'auto',
            mb,
          }}
        >
          {children}
        </Typography>
      )}
    </>
  );
}

function SectionOverline({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      component="p"
      sx={[{ color: 'primary.main', mb: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}

type SeeAllHeadingProps = {
  id: string;
  overline: string;
  title: string;
  /** The page with all of them ('Ver todos los productos'). */
  seeAll: { to: string; label: string };
};

/** A section's heading at the left, with a link to the whole list at the right. */
export function SeeAllHeading({ id, overline, title, seeAll }: SeeAllHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: { xs: 4, md: 5 }, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
    >
      <Box>
        <SectionOverline>{overline}</SectionOverline>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
      </Box>
      <Button component={RouterLink} to={seeAll.to} variant="text" sx={{ flexShrink: 0 }}>
        {seeAll.label}
      </Button>
    </Stack>
  );
}

/** A section's icon on a faint primary tile; hidden from screen readers, as the text says it. */
export function IconTile({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          width: 56,
          height: 56,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
