import { ProductListView } from '@/features/catalog';

/** `/product` and `/product/list`: the whole catalogue with search and filters. */
export default function ProductListPage() {
  return <ProductListView source={{ kind: 'all' }} />;
}
