export { useUser } from './api/get-user';
export { ContactsPopover } from './components/contacts-popover';
export { UserLoadState } from './components/user-load-state';
