export { InboxListView } from '../components/inbox-list-view';
