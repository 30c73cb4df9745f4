export { PostsAdminView } from '../components/posts-admin-view';
