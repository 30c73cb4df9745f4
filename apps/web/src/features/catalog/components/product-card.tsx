import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@quimia/contracts';
import { LinkCard, StretchedLink } from '@/components/link-card';
import { ProductImage } from '@/domain/catalog/product-image';
import { paths } from '@/config/paths';
import { useProductActions } from './product-actions';
import { ProductPrice } from './product-price';

type ProductCardProps = {
  product: ProductSummary;
  /** Heading level of the product name inside the surrounding page. */
  headingComponent?: 'h2' | 'h3';
};

/**
 * A product in a grid. The name is the link (its accessible name is exactly the product's name);
 * a stretched pseudo-element makes the whole card clickable.
 */
export function ProductCard({ product, headingComponent = 'h3' }: ProductCardProps) {
  const actions = useProductActions();
  return (
    <LinkCard sx={{ display: 'flex', flexDirection: 'column' }}>
      <ProductImage image={product.image} alt={product.name} sx={{ borderRadius: 0 }} />
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1.5 }}
        >
          {product.type.name}
          {product.subtype ? ` · ${product.subtype.name}` : ''}
        </Typography>
        <Typography variant="subtitle1" component={headingComponent} sx={{ lineHeight: 1.35 }}>
          <StretchedLink to={paths.product.details(product.slug)}>{product.name}</StretchedLink>
        </Typography>
        {product.casNumber && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            CAS {product.casNumber}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}
        >
          <ProductPrice priceFromCents={product.priceFromCents} ivaCode={product.ivaCode} />
          {/* Above the card's stretched link: its own button, not a way to the product. */}
          {actions.card && (
            <Box sx={{ position: 'relative', zIndex: 1, flexShrink: 0 }}>
              {actions.card(product)}
            </Box>
          )}
        </Stack>
      </Stack>
    </LinkCard>
  );
}
