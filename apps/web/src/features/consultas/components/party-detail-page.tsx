import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { consultaEndpoints, useConsultaRecord } from '../api/consultas';
import type { PartySide } from './consulta-lists';
import { ConsultaDetailPage } from './consulta-page';
import { PartyDetailView } from './party-detail-view';

const TEXT = {
  client: {
    title: 'Cliente',
    list: { name: 'Clientes', path: paths.dashboard.consultas.clients },
    notFound: { title: 'Cliente no encontrado', text: 'El cliente que buscas no existe.' },
  },
  supplier: {
    title: 'Proveedor',
    list: { name: 'Proveedores', path: paths.dashboard.consultas.suppliers },
    notFound: { title: 'Proveedor no encontrado', text: 'El proveedor que buscas no existe.' },
  },
} as const;

/** A client's or supplier's page (`:id` in the address). */
export function PartyDetailPage({ side }: { side: PartySide }) {
  const { id } = useParams<{ id: string }>();
  const endpoint = side === 'client' ? consultaEndpoints.client : consultaEndpoints.supplier;
  const detail = useConsultaRecord(endpoint, id);
  return (
    <ConsultaDetailPage
      {...TEXT[side]}
      name={detail.data?.party.name}
      record={detail}
      missing={!id}
    >
      {(data) => <PartyDetailView side={side} detail={data} />}
    </ConsultaDetailPage>
  );
}
