import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import type { User } from '@quimia/contracts';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useAccount } from '../api/account';
import { AddressList } from './address-list';
import { BillingForm } from './billing-form';

/** Billing and addresses, once loaded. */
function SavedData({ user }: { user: User }) {
  const account = useAccount(user.id);
  if (account.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando tus datos" />
      </Box>
    );
  }
  if (account.isError) {
    return (
      <LoadError
        message="No pudimos cargar tus datos de facturación y direcciones."
        onRetry={() => void account.refetch()}
      />
    );
  }
  return (
    <>
      <SectionCard title="Datos de facturación">
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2, mb: 3 }}>
          Con estos datos emitimos tus facturas electrónicas.
        </Typography>
        <BillingForm billing={account.data.billing} user={user} />
      </SectionCard>
      <SectionCard title="Direcciones de entrega">
        <AddressList addresses={account.data.addresses} user={user} />
      </SectionCard>
    </>
  );
}

type AccountPageViewProps = {
  /** The user's orders ("Mis pedidos"). */
  orders: (user: User) => ReactNode;
  /** The user's quotations ("Mis cotizaciones"). */
  quotations: (user: User) => ReactNode;
  /** The user's name and phone form. */
  profile: (user: User) => ReactNode;
  /** The password change form. */
  security: (user: User) => ReactNode;
};

/** "Mi cuenta": a signed-in customer's own data, in the storefront. */
export function AccountPageView({ orders, quotations, profile, security }: AccountPageViewProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  // Signing out leaves for the home page first and ends the session once this page is gone:
  // ended while it is still on screen (the home page's code loading keeps it there), its guard
  // sends the visitor to sign in again (returnTo Mi cuenta) instead of to the home page.
  const signingOut = useRef(false);
  useEffect(
    () => () => {
      if (signingOut.current) void logout();
    },
    [logout],
  );
  if (!user) return null;

  const signOut = () => {
    signingOut.current = true;
    void navigate(paths.home);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 4 }}
      >
        <div>
          <Typography variant="h3" component="h1">
            Mi cuenta
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            Hola, {user.firstName}. Aquí guardas tus datos para cotizar y comprar más rápido.
          </Typography>
        </div>
        <Button variant="outlined" color="inherit" onClick={signOut}>
          Cerrar sesión
        </Button>
      </Stack>
      <Stack spacing={3}>
        <Box id="pedidos" sx={{ scrollMarginTop: 96 }}>
          <SectionCard title="Mis pedidos" headingGap={2}>
            {orders(user)}
          </SectionCard>
        </Box>
        <Box id="cotizaciones" sx={{ scrollMarginTop: 96 }}>
          <SectionCard title="Mis cotizaciones" headingGap={2}>
            {quotations(user)}
          </SectionCard>
        </Box>
        <SectionCard title="Mis datos">{profile(user)}</SectionCard>
        <SavedData key={user.id} user={user} />
        {security(user)}
      </Stack>
    </Container>
  );
}
