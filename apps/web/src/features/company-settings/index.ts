export { CompanySettingsView } from './components/company-settings-view';
