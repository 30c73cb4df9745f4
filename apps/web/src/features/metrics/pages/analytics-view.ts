export { AnalyticsView } from '../components/analytics-view';
