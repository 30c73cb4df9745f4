import { eq } from 'drizzle-orm';
import {
  invoicingSettingsSchema,
  seriesLabel,
  type Branch,
  type BranchSeries,
  type CertificateInfo,
  type InvoicingConfiguration,
  type InvoicingSettings,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { invoicingSettings } from '../../db/schema';
import { formatShopDay, shopDate } from '../../lib/shop-calendar';
import { openSecret, sealSecret } from './signature/certificate-vault';
import { readCertificate, type SigningCertificate } from './signature/read-certificate';

/** Days before the certificate expires when staff are warned. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type InvoicingState = {
  settings: InvoicingSettings | null;
  certificateInfo: CertificateInfo | null;
  certificateSealed: Buffer | null;
  updatedAt: Date | null;
};

/** The stored settings; a row written by an older version is read through today's schema. */
export async function loadInvoicingState(db: Database): Promise<InvoicingState> {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.id, 1));
  if (!row)
    return { settings: null, certificateInfo: null, certificateSealed: null, updatedAt: null };
  const parsed = row.settings === null ? null : invoicingSettingsSchema.safeParse(row.settings);
  return {
    settings: parsed?.success ? parsed.data : null,
    certificateInfo: row.certificateInfo ?? null,
    certificateSealed: row.certificateSealed ?? null,
    updatedAt: row.updatedAt,
  };
}

export async function saveInvoicingSettings(
  db: Database,
  settings: InvoicingSettings,
  userId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(invoicingSettings)
    .values({ id: 1, settings, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: invoicingSettings.id,
      set: { settings, updatedAt: now, updatedBy: userId },
    });
}

/** What the certificate says about itself, as the settings show it. */
export function certificateInfoOf(
  certificate: SigningCertificate,
  uploadedAt: Date,
): CertificateInfo {
  return {
    holder: certificate.holder,
    issuer: certificate.issuer,
    serialNumber: certificate.serialNumber,
    validFrom: certificate.validFrom.toISOString(),
    validTo: certificate.validTo.toISOString(),
    ruc: certificate.ruc,
    uploadedAt: uploadedAt.toISOString(),
  };
}

/**
 * Opens the uploaded file with its password (refusing a wrong password, a file without a signing
 * key or an expired certificate, in Spanish) and keeps both sealed with the certificate key.
 */
export async function storeCertificate(
  db: Database,
  key: Buffer,
  file: Buffer,
  password: string,
  userId: string,
): Promise<CertificateInfo> {
  const certificate = readCertificate(file, password);
  const now = new Date();
  const info = certificateInfoOf(certificate, now);
  const sealed = sealSecret(
    key,
    Buffer.from(JSON.stringify({ file: file.toString('base64'), password }), 'utf8'),
  );
  await db
    .insert(invoicingSettings)
    .values({
      id: 1,
      certificateSealed: sealed,
      certificateInfo: info,
      updatedAt: now,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: invoicingSettings.id,
      set: { certificateSealed: sealed, certificateInfo: info, updatedAt: now, updatedBy: userId },
    });
  return info;
}

/** The stored certificate, opened for signing; null when none was uploaded. */
export function openStoredCertificate(
  key: Buffer,
  sealed: Buffer | null,
  now = new Date(),
): SigningCertificate | null {
  if (!sealed) return null;
  const { file, password } = JSON.parse(openSecret(key, sealed).toString('utf8')) as {
    file: string;
    password: string;
  };
  return readCertificate(Buffer.from(file, 'base64'), password, now);
}

/** What stops the shop from issuing, and what staff should look at, in Spanish. */
export function invoicingReadiness(
  state: Pick<InvoicingState, 'settings' | 'certificateInfo'>,
  company: { ruc: string | null; branches: readonly Pick<Branch, 'name'>[] },
  now = new Date(),
): Pick<InvoicingConfiguration, 'missing' | 'warnings'> {
  const missing: string[] = [];
  const warnings: string[] = [];
  const companyRuc = company.ruc;
  for (const entry of unknownBranchSeries(state.settings, company.branches)) {
    warnings.push(
      `La serie ${seriesLabel(entry)} es de la sucursal «${entry.branch}», que ya no está en Empresa › Sucursales: sus retiros se facturan con la serie de la tienda`,
    );
  }
  if (!companyRuc) missing.push('El RUC de la empresa (Empresa › Datos generales)');
  if (!state.settings) missing.push('Los datos de facturación electrónica de esta pestaña');
  const certificate = state.certificateInfo;
  if (!certificate) {
    missing.push('El certificado de firma electrónica (.p12)');
  } else {
    const validTo = new Date(certificate.validTo);
    if (validTo <= now) {
      missing.push(
        `Un certificado vigente: el actual venció el ${formatShopDay(shopDate(validTo))}`,
      );
    } else if (validTo.getTime() - now.getTime() <= CERTIFICATE_WARNING_DAYS * 86_400_000) {
      warnings.push(
        `El certificado de firma vence el ${formatShopDay(shopDate(validTo))}: renuévalo y súbelo antes de esa fecha`,
      );
    }
    if (certificate.ruc && companyRuc && certificate.ruc !== companyRuc) {
      warnings.push(
        `El certificado es del RUC ${certificate.ruc} y la empresa tiene el RUC ${companyRuc}: el SRI rechaza documentos firmados con el certificado de otro contribuyente`,
      );
    }
  }
  return { missing, warnings };
}

/** The branch series whose branch is not (or no longer) one of the company's. */
export function unknownBranchSeries(
  settings: Pick<InvoicingSettings, 'branchSeries'> | null,
  branches: readonly Pick<Branch, 'name'>[],
): BranchSeries[] {
  const names = new Set(branches.map((branch) => branch.name.trim().toLocaleLowerCase('es')));
  return (settings?.branchSeries ?? []).filter(
    (entry) => !names.has(entry.branch.trim().toLocaleLowerCase('es')),
  );
}
