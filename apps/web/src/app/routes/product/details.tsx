import { useParams } from 'react-router';
import { ProductDetailView } from '@/features/catalog';

/** `/product/{id}`: a product by its slug (the links the site makes) or its uuid. */
export default function ProductDetailsPage() {
  const { id = '' } = useParams();
  // A new product starts fresh (gallery position, scroll state of its sections).
  return <ProductDetailView key={id} idOrSlug={id} />;
}
