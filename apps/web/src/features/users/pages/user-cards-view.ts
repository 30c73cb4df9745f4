export { UserCardsView } from '../components/user-cards-view';
