export { DemoDataNotice } from './components/demo-data-notice';
