import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Branch, InvoicingConfiguration } from '@quimia/contracts';
import { Fact } from '@/components/fact-list';
import { SectionCard } from '@/components/section-card';
import { CertificateCard } from './certificate-card';
import { InvoicingSettingsForm } from './invoicing-settings-form';

/** «Facturación electrónica»: what is missing, the certificate, the settings and the SRI's addresses. */
export function InvoicingSettingsPanel({
  configuration,
  branches,
}: {
  configuration: InvoicingConfiguration;
  /** The company's branches, which may have a series of their own. */
  branches: readonly Pick<Branch, 'name' | 'address'>[];
}) {
  const { missing, warnings, certificate, endpoints } = configuration;
  return (
    <Stack spacing={3}>
      {missing.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>Falta para poder facturar</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">La tienda puede emitir facturas electrónicas.</Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="info">
          <AlertTitle>Para revisar</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Alert>
      )}
      <CertificateCard certificate={certificate} />
      <SectionCard title="Servicios del SRI en uso" headingGap={1}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact term="Recepción" wordBreak>
            {endpoints.reception}
          </Fact>
          <Fact term="Autorización" wordBreak>
            {endpoints.authorization}
          </Fact>
        </Box>
      </SectionCard>
      <InvoicingSettingsForm current={configuration} branches={branches} />
    </Stack>
  );
}
