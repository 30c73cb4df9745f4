export { DashboardSummaryView } from './components/dashboard-summary-view';
