export { AccountPageView } from './components/account-page-view';
