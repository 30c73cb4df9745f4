export { useUser } from './api/users';
export { ContactsPopover } from './components/contacts-popover';
export { UserLoadState } from './components/user-load-state';
