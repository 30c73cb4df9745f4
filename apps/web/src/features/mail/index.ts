export { MailListView } from './components/mail-list-view';
