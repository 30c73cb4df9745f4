import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** 'Login' for visitors; a signed-in user goes straight back to the dashboard instead. */
export function HeaderAction(props: Omit<ButtonProps, 'href'>) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';

  return (
    <Button
      component={RouterLink}
      to={signedIn ? paths.dashboard.root : paths.auth.jwt.login}
      variant="contained"
      {...props}
    >
      {signedIn ? 'Panel' : 'Login'}
    </Button>
  );
}
