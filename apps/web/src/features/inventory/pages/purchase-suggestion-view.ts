export { PurchaseSuggestionView } from '../components/purchase-suggestion-view';
