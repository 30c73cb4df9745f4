import { useParams } from 'react-router';
import { ProductListView } from '@/features/catalog';

/** `/product/{linea}/checkout`: the products of one business line (by its slug). */
export default function ProductsByLinePage() {
  const { linea = '' } = useParams();
  return <ProductListView source={{ kind: 'line', slug: linea.toLowerCase() }} />;
}
