import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAuth } from '@/lib/auth';
import { useDemoDataStatus, useRemoveDemoData } from '../api/demo-data';

type DemoRecords = { id: 'demo'; products: number; formulas: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Says plainly, while it is there, that the shop shows invented data; an admin removes it in one
 * confirmed action. Nothing shows once it is gone (or for a shop that started empty).
 */
export function DemoDataNotice() {
  const { user } = useAuth();
  const status = useDemoDataStatus({
    enabled: user?.role === 'admin' || user?.role === 'vendedor',
  });
  const removal = useRemoveDemoData();
  const [target, setTarget] = useState<DemoRecords | null>(null);
  const left = status.data;
  if (!left || (!left.products && !left.formulas)) return null;

  const records = `${plural(left.products, 'producto', 'productos')} y ${plural(left.formulas, 'fórmula', 'fórmulas')}`;
  return (
    <>
      <Alert severity="warning" sx={{ mb: 4 }}>
        <AlertTitle>Datos de demostración</AlertTitle>
        La tienda muestra {records} inventados, con precios de ejemplo, que los visitantes también
        ven.{' '}
        {user?.role === 'admin'
          ? 'Quítalos cuando cargues tu catálogo: lo que tú creaste o editaste se conserva.'
          : 'Un administrador puede quitarlos.'}
        {user?.role === 'admin' && (
          <Box sx={{ mt: 1.5 }}>
            <Button
              variant="outlined"
              color="warning"
              size="small"
              onClick={() => setTarget({ id: 'demo', ...left })}
            >
              Quitar datos de demostración
            </Button>
          </Box>
        )}
      </Alert>
      <ConfirmDialog
        target={target}
        id="remove-demo-data"
        title="Quitar datos de demostración"
        description={(shown) => (
          <>
            Se eliminarán {plural(shown.products, 'producto', 'productos')} y{' '}
            {plural(shown.formulas, 'fórmula', 'fórmulas')} de demostración, con sus comentarios.
            Los productos y fórmulas que creaste o guardaste se conservan, y también las categorías.
            Esta acción no se puede deshacer.
          </>
        )}
        confirmLabel="Quitar"
        action={removal}
        successMessage="Datos de demostración quitados"
        onClose={() => setTarget(null)}
      />
    </>
  );
}
