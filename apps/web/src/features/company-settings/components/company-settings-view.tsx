import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { useCompanySettings } from '../api/company-settings';
import { useInvoicingConfiguration } from '../api/invoicing-settings';
import { useShippingRates } from '../api/shipping-rates';
import { CompanySettingsForm } from './company-settings-form';
import { InvoicingSettingsPanel } from './invoicing-settings-panel';
import { ShippingRatesForm } from './shipping-rates-form';

const SECTIONS = [
  { value: 'empresa', label: 'Datos de la empresa' },
  { value: 'envios', label: 'Envíos' },
  { value: 'facturacion', label: 'Facturación electrónica' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

function Loading({ label }: { label: string }) {
  return (
    <Stack spacing={3} aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={280} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}

/**
 * The company settings page's content: the company's data, and the courier rates per province
 * (`?seccion=envios`, so the tab survives a reload and can be linked), and electronic invoicing
 * with the SRI (`?seccion=facturacion`).
 */
export function CompanySettingsView() {
  const [params, setParams] = useSearchParams();
  const section: Section =
    SECTIONS.find((item) => item.value === params.get('seccion'))?.value ?? 'empresa';
  const company = useCompanySettings();
  const rates = useShippingRates();
  const invoicing = useInvoicingConfiguration({ enabled: section === 'facturacion' });
  const show = (next: Section) =>
    setParams(next === 'empresa' ? {} : { seccion: next }, { replace: true });

  let panel;
  if (section === 'empresa') {
    if (company.isError) {
      panel = <RetryAlert error={company.error} onRetry={() => void company.refetch()} />;
    } else if (company.isPending) panel = <Loading label="Cargando datos de la empresa" />;
    else panel = <CompanySettingsForm current={company.data} />;
  } else if (section === 'facturacion') {
    if (invoicing.isError || company.isError) {
      panel = (
        <RetryAlert
          error={invoicing.error ?? company.error}
          onRetry={() => void Promise.all([invoicing.refetch(), company.refetch()])}
        />
      );
    } else if (invoicing.isPending || company.isPending) {
      panel = <Loading label="Cargando la facturación electrónica" />;
    } else {
      panel = (
        <InvoicingSettingsPanel
          configuration={invoicing.data}
          branches={company.data.settings.branches}
        />
      );
    }
  } else if (rates.isError || company.isError) {
    panel = (
      <RetryAlert
        error={rates.error ?? company.error}
        onRetry={() => void Promise.all([rates.refetch(), company.refetch()])}
      />
    );
  } else if (rates.isPending || company.isPending) {
    panel = <Loading label="Cargando las tarifas de envío" />;
  } else {
    panel = (
      <ShippingRatesForm
        current={rates.data}
        freeShippingThresholdCents={company.data.settings.freeShippingThresholdCents}
        onEditThreshold={() => show('empresa')}
      />
    );
  }

  return (
    <>
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={section}
          onChange={(_event, value: Section) => show(value)}
          aria-label="Secciones de la empresa"
          variant="scrollable"
          scrollButtons={false}
          sx={{ px: 2.5 }}
        >
          {SECTIONS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              id={`company-tab-${item.value}`}
              aria-controls={`company-panel-${item.value}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Card>
      <div
        role="tabpanel"
        id={`company-panel-${section}`}
        aria-labelledby={`company-tab-${section}`}
      >
        {panel}
      </div>
    </>
  );
}
