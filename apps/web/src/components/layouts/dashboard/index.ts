export { DashboardLayout } from './dashboard-layout';
export { filterNavByRole, type NavGroupConfig, type NavItemConfig } from './nav-config';
export { useNavData } from './use-nav-data';
export { LanguagePopover } from './language-popover';
