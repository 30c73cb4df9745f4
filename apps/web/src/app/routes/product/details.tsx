import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  ProductActionsProvider,
  ProductDetailView,
  useProductActions,
  type ProductActions,
} from '@/features/catalog';
import { ProductQuestion } from '@/features/assistant';
import { AddToCartPanel } from '@/features/checkout/pages/add-to-cart-panel';

/** `/product/{id}`: a product by its slug (the links the site makes) or its uuid. */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  // The layout's card actions, and the page's buying and question panels.
  const inherited = useProductActions();
  const actions = useMemo<ProductActions>(
    () => ({
      ...inherited,
      purchase: (product) => <AddToCartPanel product={product} />,
      ask: (product) => <ProductQuestion productId={product.id} productName={product.name} />,
    }),
    [inherited],
  );
  // A new product starts fresh (gallery position, scroll state of its sections).
  return (
    <ProductActionsProvider value={actions}>
      <ProductDetailView key={id} idOrSlug={id} />
    </ProductActionsProvider>
  );
}
