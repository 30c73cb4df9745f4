import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useInvoicingConfiguration } from '../api/invoicing-settings';

/**
 * On Principal, for administrators: what needs doing about electronic invoicing — the signature
 * certificate about to expire (30 days before), or expired, or another taxpayer's. Nothing shows
 * for a shop that has not set invoicing up, nor when all is well.
 */
export function InvoicingNotice() {
  const { user } = useAuth();
  const configuration = useInvoicingConfiguration({ enabled: user?.role === 'admin' });
  const data = configuration.data;
  if (!data?.settings) return null;
  const problems = [...data.missing.map((text) => `Falta: ${text}`), ...data.warnings];
  if (problems.length === 0) return null;
  return (
    <Alert
      severity={data.missing.length ? 'error' : 'warning'}
      sx={{ mb: 4 }}
      action={
        <Button component={RouterLink} to="/dashboard/settings?seccion=facturacion" color="inherit">
          Revisar
        </Button>
      }
    >
      <AlertTitle>Facturación electrónica</AlertTitle>
      {problems.map((problem) => (
        <div key={problem}>{problem}</div>
      ))}
    </Alert>
  );
}
