import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { homeOf, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** 'Login' for visitors; a signed-in customer goes to 'Mi cuenta', staff to their 'Panel'. */
export function HeaderAction(props: Omit<ButtonProps, 'href'>) {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && user;

  return (
    <Button
      component={RouterLink}
      to={signedIn ? homeOf(user.role) : paths.auth.jwt.login}
      variant="contained"
      {...props}
    >
      {signedIn ? (user.role === 'cliente' ? 'Mi cuenta' : 'Panel') : 'Login'}
    </Button>
  );
}
