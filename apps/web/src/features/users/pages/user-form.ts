export { UserForm } from '../components/user-form';
