export { PartyDetailPage } from '../components/party-detail-page';
