export { ProfileView } from '../components/profile-view';
