import {
  invoicingSettingsSchema,
  type BranchSeries,
  type CertificateInfo,
  type InvoiceXmlVersion,
  type InvoicingConfiguration,
  type InvoicingSettings,
  type RimpeRegime,
  type SriEnvironmentName,
} from '@quimia/contracts';
import { bodyResolver } from '@/lib/body-resolver';

/** What the form holds: the settings with empty text for a resolution the shop does not have. */
export type InvoicingFormValues = {
  environment: SriEnvironmentName;
  establishment: string;
  emissionPoint: string;
  headOfficeAddress: string;
  establishmentAddress: string;
  keepsAccounts: boolean;
  specialTaxpayerResolution: string;
  withholdingAgentResolution: string;
  rimpe: RimpeRegime;
  xmlVersion: InvoiceXmlVersion;
  autoIssue: boolean;
  branchSeries: BranchSeries[];
};

/** A new branch series: the branch and its address are picked together in the form. */
export const emptyBranchSeries = (): BranchSeries => ({
  branch: '',
  establishment: '',
  emissionPoint: '001',
  establishmentAddress: '',
});

/** The form's fields, which are also the body's: a server message on any of them goes there. */
const FIELDS: readonly (keyof InvoicingFormValues)[] = [
  'environment',
  'establishment',
  'emissionPoint',
  'headOfficeAddress',
  'establishmentAddress',
  'keepsAccounts',
  'specialTaxpayerResolution',
  'withholdingAgentResolution',
  'rimpe',
  'xmlVersion',
  'autoIssue',
  'branchSeries',
];

/** The saved settings in the form, or a first configuration (pruebas, 001-001) when none. */
export function toInvoicingFormValues(
  configuration: Pick<InvoicingConfiguration, 'settings'>,
): InvoicingFormValues {
  const settings = configuration.settings;
  if (!settings) {
    return {
      environment: 'pruebas',
      establishment: '001',
      emissionPoint: '001',
      headOfficeAddress: '',
      establishmentAddress: '',
      keepsAccounts: false,
      specialTaxpayerResolution: '',
      withholdingAgentResolution: '',
      rimpe: 'ninguno',
      xmlVersion: '1.1.0',
      autoIssue: false,
      branchSeries: [],
    };
  }
  return {
    ...settings,
    specialTaxpayerResolution: settings.specialTaxpayerResolution ?? '',
    withholdingAgentResolution: settings.withholdingAgentResolution ?? '',
  };
}

/**
 * The field of a server message's path (`specialTaxpayerResolution`, `branchSeries.1.branch`…);
 * anything else, none.
 */
export function invoicingFormPath(bodyPath: string): string | null {
  if (
    /^branchSeries\.\d+\.(branch|establishment|emissionPoint|establishmentAddress)$/.test(bodyPath)
  )
    return bodyPath;
  const field = bodyPath.split('.')[0];
  return FIELDS.find((name) => name === field) ?? null;
}

/**
 * Validates with the API's own schema; the body is the form as it is (the schema turns an empty
 * resolution into null).
 */
export const invoicingResolver = bodyResolver<InvoicingFormValues, typeof invoicingSettingsSchema>(
  invoicingSettingsSchema,
  (values) => values,
  invoicingFormPath,
);

export type InvoicingFormOutput = InvoicingSettings;

/** «Serie: 001-002» once both parts are three digits; null while either is not. */
export function seriesText(establishment: string, emissionPoint: string): string | null {
  const parts = [establishment.trim(), emissionPoint.trim()];
  return parts.every((part) => /^\d{3}$/.test(part)) ? `Serie: ${parts.join('-')}` : null;
}

/** A certificate's date as dd/mm/yyyy (in the browser's zone), or the text itself if not a date. */
export function formatCertificateDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Whether the certificate has expired at `now`; an unreadable date counts as not. */
export function certificateExpired(certificate: CertificateInfo, now = new Date()): boolean {
  const until = new Date(certificate.validTo);
  return !Number.isNaN(until.getTime()) && until.getTime() < now.getTime();
}
