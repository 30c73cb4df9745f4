export { MainLayout } from './main-layout';
