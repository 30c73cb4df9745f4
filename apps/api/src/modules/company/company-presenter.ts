import type { CompanySettingsResponse, PublicCompany } from '@quimia/contracts';
import { presentImage } from '../uploads';
import type { StoredCompanySettings } from './company-queries';

/** The settings as the administrator's form reads them. */
export function presentCompanySettings(stored: StoredCompanySettings): CompanySettingsResponse {
  return {
    settings: stored.settings,
    logo: stored.logo ? presentImage(stored.logo) : null,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
  };
}

/** What visitors' pages show: the settings, with the logo as an image rather than an id. */
export function presentPublicCompany(stored: StoredCompanySettings): PublicCompany {
  const { logoImageId: _logoImageId, ...settings } = stored.settings;
  return { ...settings, logo: stored.logo ? presentImage(stored.logo) : null };
}
