import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker, type Location } from 'react-router';

/** Leaving means another page or another section of it (`?seccion=`), not a hash. */
export function isLeaving(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

/**
 * Asks before a form with unsaved changes is left: inside the app with a dialog, and on a reload
 * or a closed tab with the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && isLeaving(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-description"
    >
      <DialogTitle id="unsaved-changes-title">¿Salir sin guardar?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-description">
          Los cambios que hiciste en este formulario se perderán.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => blocker.reset?.()} autoFocus>
          Seguir editando
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
