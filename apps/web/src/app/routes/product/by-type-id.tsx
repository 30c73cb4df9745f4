import { useParams } from 'react-router';
import { CatalogNotFound } from '@/domain/catalog/catalog-not-found-lazy';
import { ProductListView } from '@/features/catalog';

/** `/product/{idTipo}/listado`: the products of one product type, by its numeric id. */
export default function ProductsByTypeIdPage() {
  const { idTipo = '' } = useParams();
  const id = /^\d{1,9}$/.test(idTipo) ? Number(idTipo) : 0;
  if (id <= 0) {
    return (
      <CatalogNotFound
        title="Tipo de producto no encontrado"
        description="La dirección no corresponde a ningún tipo de producto. Revisa todos nuestros productos o pregúntanos directamente."
        whatsappMessage="Hola, estoy buscando un tipo de producto que no encuentro en el catálogo en línea."
      />
    );
  }
  return <ProductListView source={{ kind: 'typeId', id }} />;
}
