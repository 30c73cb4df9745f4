export {
  parseQuoteItems,
  parseQuoteSource,
  QuoteRequestView,
} from '../components/quote-request-view';
