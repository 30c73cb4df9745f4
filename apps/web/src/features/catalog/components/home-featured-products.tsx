import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const FEATURED_COUNT = 8;

/** The products the shop features (`listaDestacados`). Hidden when there are none. */
export function HomeFeaturedProducts() {
  const { data, isPending } = useFeaturedProducts(FEATURED_COUNT);
  if (!isPending && (!data || data.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby="featured-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mb: { xs: 4, md: 5 },
            justifyContent: 'space-between',
            alignItems: { sm: 'flex-end' },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
              Destacados
            </Typography>
            <Typography id="featured-title" variant="h3" component="h2">
              Productos más pedidos
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={paths.product.root}
            variant="text"
            sx={{ flexShrink: 0 }}
          >
            Ver todos los productos
          </Button>
        </Stack>
        {data ? <ProductGrid products={data} /> : <ProductGridSkeleton count={FEATURED_COUNT} />}
      </Container>
    </Box>
  );
}
