import { useState } from 'react';
import { TableFrame } from '@/components/table-frame';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { ProductStock } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useProductStock } from '../api/inventory';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';
import { StockMinimumDialog } from './stock-minimum-dialog';
import { StockTransferDialog } from './stock-transfer-dialog';

type ProductStockCardProps = {
  productId: string;
  /** The link to the product's kardex; off on the kardex itself. */
  kardexLink?: boolean;
  /** After a count or a transfer (the page may read the product again). */
  onChanged?: () => void;
};

// Narrow gutters on a phone keep the five columns within the screen.
const tableSx = {
  '& th, & td': { px: { xs: 1, sm: 2 } },
  '& td:not(:first-of-type), & th:not(:first-of-type)': { whiteSpace: 'nowrap' },
} as const;

/** A branch's minimum as the card shows it, or the invitation to set one. */
const minimumText = (minimum: number | null) =>
  minimum === null ? 'Fijar' : formatNumber(minimum);

function StockTable({
  stock,
  onMinimum,
}: {
  stock: ProductStock;
  /** Opens the «Stock mínimo» of a branch. */
  onMinimum: (branchId: string) => void;
}) {
  const { totals } = stock;
  return (
    <TableFrame label="Stock por sucursal">
      <Table size="small" aria-label="Stock por sucursal" sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Sucursal</TableCell>
            <TableCell align="right">En bodega</TableCell>
            <TableCell align="right">Reservado</TableCell>
            <TableCell align="right">Disponible</TableCell>
            <TableCell align="right">Mínimo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stock.levels.map((level) => (
            <TableRow key={level.branchId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                {level.branchName}
              </TableCell>
              <TableCell align="right">{formatNumber(level.onHand)}</TableCell>
              <TableCell align="right">{formatNumber(level.reserved)}</TableCell>
              <TableCell align="right">
                {formatNumber(level.available)}
                {level.low && (
                  <Chip
                    label="Bajo"
                    color="warning"
                    size="small"
                    variant="outlined"
                    sx={{ ml: 0.75 }}
                  />
                )}
              </TableCell>
              <TableCell align="right">
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onMinimum(level.branchId)}
                  // The name starts with what the link shows, and says which branch it sets.
                  aria-label={`${minimumText(level.minimum)}, stock mínimo en ${level.branchName}`}
                >
                  {minimumText(level.minimum)}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td, & th': { color: 'text.primary', typography: 'subtitle2' } }}>
          <TableRow>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell align="right">{formatNumber(totals.onHand)}</TableCell>
            <TableCell align="right">{formatNumber(totals.reserved)}</TableCell>
            <TableCell align="right">{formatNumber(totals.available)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableFrame>
  );
}

/**
 * «Stock por sucursal»: what each branch has of a product, what confirmed orders hold of it and
 * what is left to sell; counts and transfers are recorded from here.
 */
export function ProductStockCard({
  productId,
  kardexLink = true,
  onChanged,
}: ProductStockCardProps) {
  const stock = useProductStock(productId);
  const [dialog, setDialog] = useState<'adjust' | 'transfer' | 'minimum' | null>(null);
  const [minimumBranch, setMinimumBranch] = useState<string | undefined>();
  const close = () => setDialog(null);
  const data = stock.data;

  return (
    <Card component="section" aria-labelledby="product-stock-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}
      >
        <Typography variant="h6" component="h2" id="product-stock-title">
          Stock por sucursal
        </Typography>
        {kardexLink && (
          <Link
            component={RouterLink}
            to={paths.dashboard.product.kardex(productId)}
            variant="subtitle2"
            sx={{ whiteSpace: 'nowrap' }}
          >
            Ver kárdex
          </Link>
        )}
      </Stack>
      {stock.isError ? (
        <RetryAlert error={stock.error} onRetry={() => void stock.refetch()} />
      ) : !data ? (
        <Stack spacing={1} aria-busy>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Cantidades en {data.unit}. Lo reservado lo separan los pedidos confirmados hasta que
            salen de la sucursal. Con lo disponible en su mínimo o por debajo, la sucursal lo marca
            «Bajo» y entra en la sugerencia de compra.
          </Typography>
          <StockTable
            stock={data}
            onMinimum={(branchId) => {
              setMinimumBranch(branchId);
              setDialog('minimum');
            }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
            <Button
              variant="outlined"
              startIcon={<FactCheckOutlined />}
              onClick={() => setDialog('adjust')}
            >
              Ajuste de inventario
            </Button>
            <Button
              variant="outlined"
              startIcon={<SwapHorizOutlined />}
              onClick={() => setDialog('transfer')}
              // A transfer needs somewhere to go.
              disabled={data.levels.length < 2}
            >
              Transferencia
            </Button>
          </Stack>
          <StockAdjustmentDialog
            stock={data}
            open={dialog === 'adjust'}
            onClose={close}
            onSaved={onChanged}
          />
          <StockTransferDialog
            stock={data}
            open={dialog === 'transfer'}
            onClose={close}
            onSaved={onChanged}
          />
          <StockMinimumDialog
            stock={data}
            branchId={minimumBranch}
            open={dialog === 'minimum'}
            onClose={close}
            onSaved={onChanged}
          />
        </>
      )}
    </Card>
  );
}
