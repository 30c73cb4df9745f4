export { AccountView } from '../components/account-view';
