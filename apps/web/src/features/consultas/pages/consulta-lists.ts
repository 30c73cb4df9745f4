export {
  ConsultaFormulaListView,
  ConsultaProductListView,
  PartyListView,
} from '../components/consulta-lists';
