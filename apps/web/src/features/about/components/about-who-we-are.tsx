import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useCompany } from '@/api/company';
import { PageSection } from '@/components/page-section';

const CUSTOMERS = [
  'Emprendedores y microempresas que elaboran sus propios productos',
  'Fábricas de productos de limpieza, cosmética y cuidado personal',
  'Industria alimentaria y panificadoras',
  'Mantenimiento de piscinas, hoteles y conjuntos residenciales',
  'Productores agrícolas y florícolas',
  'Talleres, lavanderías e industria en general',
];

/** "A, B y C". */
function spanishList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

export function AboutWhoWeAre() {
  const { data: company } = useCompany();
  const branches = company?.branches.map((branch) => branch.name) ?? [];
  return (
    <PageSection labelledBy="who-we-are-title" py={{ xs: 6, md: 10 }}>
      <Grid container spacing={{ xs: 5, md: 8 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography id="who-we-are-title" variant="h3" component="h2" sx={{ mb: 3 }}>
            Quiénes somos
          </Typography>
          <Stack spacing={2} sx={{ color: 'text.secondary' }}>
            <Typography>
              {company?.tradeName} es una empresa dedicada a la comercialización de productos
              químicos y materias primas.
              {branches.length > 0 &&
                ` Atendemos desde ${branches.length > 1 ? 'nuestras sucursales' : 'nuestra sucursal'} ${spanishList(branches)},`}{' '}
              y enviamos pedidos a todas las provincias del Ecuador.
            </Typography>
            <Typography>
              Vendemos al por mayor y al por menor: lo mismo te despachamos un kilo para tus
              primeras pruebas que sacos, canecas y tambores para tu producción. Además de vender,
              te acompañamos con asesoría técnica y fórmulas para que elabores productos de calidad.
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            A quiénes atendemos
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {CUSTOMERS.map((customer) => (
              <Stack
                component="li"
                key={customer}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'flex-start' }}
              >
                <CheckCircleIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                <Typography>{customer}</Typography>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </PageSection>
  );
}
