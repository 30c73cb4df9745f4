import { useParams } from 'react-router';
import { ProductListView } from '@/features/catalog';

/** `/product/{tipo}/tipo`: the products of one product type (by its slug). */
export default function ProductsByTypePage() {
  const { tipo = '' } = useParams();
  return <ProductListView source={{ kind: 'type', slug: tipo.toLowerCase() }} />;
}
