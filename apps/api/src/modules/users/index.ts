// What other modules may use of the users (never their routes).
export { createAdministrator, ensureFirstAdmin, type BootstrapResult } from './bootstrap-admin';
export { presentUser } from './user-presenter';
export { sendAccountCreated } from './account-mail';
export { findUserByLogin } from './user-queries';
export { recordSignIn, registerCustomer, replacePassword, signOut } from './user-service';
