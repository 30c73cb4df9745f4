// What the app's wiring uses of sign-in (never its routes).
export { loginThrottle, type LoginThrottle } from './login-throttle';
export { cancelPendingResets } from './password-reset-service';
