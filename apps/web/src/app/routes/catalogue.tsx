import { CatalogueView } from '@/features/catalog';

/** `/catalogo`: the printable catalogue by business line. */
export default function CataloguePage() {
  return <CatalogueView />;
}
