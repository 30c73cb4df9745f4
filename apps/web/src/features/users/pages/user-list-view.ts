export { UserListView } from '../components/user-list-view';
