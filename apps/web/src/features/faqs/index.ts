export { FaqsView } from './components/faqs-view';
