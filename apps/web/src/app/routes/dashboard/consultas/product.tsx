import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ConsultaDetailPage, consultaEndpoints, useConsultaRecord } from '@/features/consultas';
import { ProductDetailView } from '@/features/consultas/pages/product-detail-view';

/** A product: figures, months, and its clients, suppliers, lines, proformas and formulas. */
export default function ConsultaProductPage() {
  const { id } = useParams<{ id: string }>();
  const detail = useConsultaRecord(consultaEndpoints.product, id);
  return (
    <ConsultaDetailPage
      title="Producto"
      name={detail.data?.product.name}
      list={{ name: 'Productos', path: paths.dashboard.consultas.products }}
      record={detail}
      missing={!id}
      notFound={{ title: 'Producto no encontrado', text: 'El producto que buscas no existe.' }}
    >
      {(data) => <ProductDetailView detail={data} />}
    </ConsultaDetailPage>
  );
}
