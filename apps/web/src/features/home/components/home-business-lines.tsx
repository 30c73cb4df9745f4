import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import FactoryIcon from '@mui/icons-material/Factory';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ScienceIcon from '@mui/icons-material/Science';
import SpaIcon from '@mui/icons-material/Spa';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBusinessLines } from '@/api/business-lines';
import { LinkCard, StretchedLink } from '@/components/link-card';
import { IconTile, PageSection, SectionHeading } from '@/components/page-section';
import { Placeholder } from '@/components/placeholder';
import { paths } from '@/config/paths';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

type LineCopy = { name: string; description: string; icon: ReactElement };

// How the shop presents its usual lines; the list itself (and any new line) comes from the API.
const LINE_COPY: Record<string, LineCopy> = {
  limpieza: {
    name: 'Limpieza',
    description:
      'Tensoactivos, desengrasantes, desinfectantes, fragancias y colorantes para detergentes, jabón líquido, cloro y limpiadores multiusos.',
    icon: <CleaningServicesIcon />,
  },
  cosmetica: {
    name: 'Cosmética',
    description:
      'Bases, emolientes, espesantes, conservantes y extractos para shampoo, jabón de manos, cremas, geles y cuidado personal.',
    icon: <SpaIcon />,
  },
  alimentos: {
    name: 'Alimentos',
    description:
      'Aditivos de grado alimenticio: acidulantes, conservantes, saborizantes, colorantes y espesantes para la industria alimentaria.',
    icon: <RestaurantIcon />,
  },
  piscinas: {
    name: 'Piscinas',
    description:
      'Cloro granulado y en tabletas, reguladores de pH, clarificantes y alguicidas para mantener el agua limpia y segura.',
    icon: <PoolIcon />,
  },
  agricola: {
    name: 'Agrícola',
    description:
      'Fertilizantes, sales minerales, coadyuvantes y correctores de suelo para cultivos y producción agropecuaria.',
    icon: <AgricultureIcon />,
  },
  industrial: {
    name: 'Industrial',
    description:
      'Ácidos, álcalis, solventes y sales para tratamiento de agua, metalmecánica, textiles y procesos industriales.',
    icon: <FactoryIcon />,
  },
};

type LineCard = {
  slug: string;
  name: string;
  description: string;
  count: number | null;
  icon: ReactElement;
};

/** The business lines the seller supplies, each opening its product list; none: no section. */
export function HomeBusinessLines() {
  const { data, isPending, isError } = useBusinessLines();

  // Should the API fail, the usual lines still lead somewhere useful.
  const cards: LineCard[] = data
    ? data
        .filter((line) => line.productCount > 0)
        .map((line) => ({
          slug: line.slug,
          name: line.name,
          description: line.description ?? LINE_COPY[line.slug]?.description ?? '',
          count: line.productCount,
          icon: LINE_COPY[line.slug]?.icon ?? <ScienceIcon />,
        }))
    : isError
      ? Object.entries(LINE_COPY).map(([slug, copy]) => ({ slug, ...copy, count: null }))
      : [];
  // A shop that starts empty has its lines but nothing in them yet.
  if (!isPending && cards.length === 0) return null;

  return (
    <PageSection labelledBy="business-lines-title" tinted>
      <SectionHeading
        id="business-lines-title"
        overline="Líneas de negocio"
        title="Insumos para cada industria"
      >
        Trabajamos con materias primas para los sectores que más producen en el país. Si no
        encuentras lo que buscas, pregúntanos: lo conseguimos.
      </SectionHeading>

      <ColumnGrid spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {isPending &&
          Array.from({ length: 6 }, (_, index) => (
            <ColumnCell key={index} size={{ xs: 12, sm: 6, md: 4 }} component="li" aria-hidden>
              <Placeholder sx={{ height: 196, borderRadius: 2 }} />
            </ColumnCell>
          ))}
        {cards.map((line) => (
          <ColumnCell key={line.slug} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <LinkCard sx={{ p: 3 }}>
              <IconTile sx={{ mb: 2.5, borderRadius: 2 }}>{line.icon}</IconTile>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                <StretchedLink to={paths.product.byLine(line.slug)}>{line.name}</StretchedLink>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {line.description}
              </Typography>
              {line.count !== null && (
                <Typography variant="subtitle2" component="p" sx={{ color: 'primary.main', mt: 2 }}>
                  {line.count === 1 ? '1 producto' : `${line.count} productos`}
                </Typography>
              )}
            </LinkCard>
          </ColumnCell>
        ))}
      </ColumnGrid>

      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button component={RouterLink} to={paths.product.root} variant="outlined" size="large">
          Explorar el catálogo
        </Button>
      </Box>
    </PageSection>
  );
}
