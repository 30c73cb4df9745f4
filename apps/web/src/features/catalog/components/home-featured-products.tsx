import { PageSection, SeeAllHeading } from '@/components/page-section';
import { paths } from '@/config/paths';
import { useFeaturedProducts } from '../api/products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const FEATURED_COUNT = 8;

/** The products the shop features (`listaDestacados`). Hidden when there are none. */
export function HomeFeaturedProducts() {
  const { data, isPending } = useFeaturedProducts(FEATURED_COUNT);
  if (!isPending && (!data || data.length === 0)) return null;

  return (
    <PageSection labelledBy="featured-title">
      <SeeAllHeading
        id="featured-title"
        overline="Destacados"
        title="Productos más pedidos"
        seeAll={{ to: paths.product.root, label: 'Ver todos los productos' }}
      />
      {data ? <ProductGrid products={data} /> : <ProductGridSkeleton count={FEATURED_COUNT} />}
    </PageSection>
  );
}
