export { AccountContactForm } from '../components/account-contact-form';
export { AccountSecurityForm } from '../components/account-security-form';
