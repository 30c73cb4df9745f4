// What other modules and the app's wiring use of the company settings (never the routes).
export { DEFAULT_BRANCHES, defaultCompanySettings } from './company-defaults';
export { companyReader, type CompanyReader } from './company-reader';
export { default as companySettings } from './company-settings-plugin';
export { loadCompanySettings } from './company-queries';
