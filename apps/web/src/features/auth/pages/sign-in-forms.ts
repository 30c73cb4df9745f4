// The sign-in forms bring react-hook-form, zod and every contract schema: they have their own
// entry point so that importing the auth provider or guards (needed on every page) does not
// pull them into the first download.
export { LoginForm } from '../components/login-form';
export { RegisterForm } from '../components/register-form';
export { ForgotPasswordForm } from '../components/forgot-password-form';
export { ResetPasswordForm } from '../components/reset-password-form';
