export { SimpleLayout } from './simple-layout';
