// The sign-in forms bring react-hook-form, zod and every contract schema: they have their own
// entry point so that importing the auth provider or guards (needed on every page) does not
// pull them into the first download.
export { LoginForm, LOGIN_TITLE } from './components/login-form';
export { RegisterForm, REGISTER_TITLE } from './components/register-form';
