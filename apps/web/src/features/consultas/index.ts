export { consultaEndpoints, useConsultaRecord } from './api/consultas';
export { ConsultaDetailPage, ConsultaListPage } from './components/consulta-page';
