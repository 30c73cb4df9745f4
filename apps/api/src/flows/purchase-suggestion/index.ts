// What other flows use of «Sugerencia de compra» (never the routes).
export { purchaseSuggestion, suggestedThousandths } from './suggestion-queries';
