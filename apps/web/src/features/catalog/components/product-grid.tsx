import type { ProductSummary } from '@quimia/contracts';
import { Placeholder } from '@/components/placeholder';
import { ProductCard } from './product-card';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

type Size = { xs?: number; sm?: number; md?: number; lg?: number };
const DEFAULT_SIZE: Size = { xs: 12, sm: 6, md: 4, lg: 3 };

type ProductGridProps = {
  products: ProductSummary[];
  size?: Size;
  headingComponent?: 'h2' | 'h3';
};

export function ProductGrid({ products, size = DEFAULT_SIZE, headingComponent }: ProductGridProps) {
  return (
    <ColumnGrid spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <ColumnCell key={product.id} size={size} component="li">
          <ProductCard product={product} headingComponent={headingComponent} />
        </ColumnCell>
      ))}
    </ColumnGrid>
  );
}

/** Placeholder cards of the same shape while a grid loads. */
export function ProductGridSkeleton({
  count = 8,
  size = DEFAULT_SIZE,
}: {
  count?: number;
  size?: Size;
}) {
  return (
    <ColumnGrid spacing={3} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <ColumnCell key={index} size={size}>
          <Placeholder sx={{ aspectRatio: '4 / 3', height: 'auto', mb: 1.5, borderRadius: 2 }} />
          <Placeholder sx={{ width: '40%' }} />
          <Placeholder sx={{ width: '85%', height: 24 }} />
          <Placeholder sx={{ width: '50%' }} />
        </ColumnCell>
      ))}
    </ColumnGrid>
  );
}
