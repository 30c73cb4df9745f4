import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { PricedLine } from '@quimia/contracts';
import { IVA_CODE_LABELS } from '@quimia/contracts/pricing';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber, formatUsd } from '@/lib/format';
import type { CheckoutItem } from '../state/checkout-state';
import { QuantityField } from './quantity-field';

type CartLinesProps = {
  items: CheckoutItem[];
  /** The server's pricing of the lines, by presentation (absent while it is asked for). */
  priced: Map<string, PricedLine>;
  /** Without them the lines are shown only (the order's review). */
  onSetQuantity?(presentationId: string, quantity: number): void;
  onRemove?(presentationId: string): void;
  /** Where a line on request is quoted (the whole cart, as a quotation request). */
  quoteTo?: string;
};

/** How a unit's price reads: without IVA, and what IVA it pays. */
function unitPriceNote(line: PricedLine): string {
  return line.ivaCode === 'iva' ? 'c/u + IVA' : `c/u · ${IVA_CODE_LABELS[line.ivaCode]}`;
}

/** The cart's lines as the server priced them, each with its refusal under it. */
export function CartLines({ items, priced, onSetQuantity, onRemove, quoteTo }: CartLinesProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Productos del pedido">
      {items.map((item) => {
        const line = priced.get(item.presentationId);
        const name = line ? `${line.productName}, ${line.presentationLabel}` : 'Producto';
        return (
          <Box
            component="li"
            key={item.presentationId}
            sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 } }}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) auto auto auto' },
              }}
            >
              <Box
                sx={{
                  minWidth: 0,
                  gridColumn: { xs: 1, sm: 'auto' },
                  gridRow: { xs: 1, sm: 'auto' },
                }}
              >
                {line ? (
                  <>
                    <Link
                      component={RouterLink}
                      to={paths.product.details(line.productSlug)}
                      variant="subtitle2"
                      underline="hover"
                      color="inherit"
                    >
                      {line.productName}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {line.presentationLabel} · Código {line.productCode}
                    </Typography>
                    {line.unitPriceCents !== null && (
                      <Typography variant="body2">
                        {line.breakFromQuantity !== null && line.listUnitPriceCents !== null && (
                          <Box
                            component="s"
                            sx={{ color: 'text.disabled', mr: 0.75 }}
                            aria-label={`Antes ${formatUsd(line.listUnitPriceCents)}`}
                          >
                            {formatUsd(line.listUnitPriceCents)}
                          </Box>
                        )}
                        {formatUsd(line.unitPriceCents)}{' '}
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {unitPriceNote(line)}
                        </Box>
                        {line.breakFromQuantity !== null && (
                          <Box component="span" sx={{ color: 'success.main', ml: 0.75 }}>
                            precio por volumen (desde {formatNumber(line.breakFromQuantity)})
                          </Box>
                        )}
                      </Typography>
                    )}
                    {line.dangerousGoods && (
                      <Typography variant="caption" component="p" sx={{ color: 'warning.onPaper' }}>
                        Mercancía peligrosa: {line.dangerousGoods.unNumber}, clase{' '}
                        {line.dangerousGoods.hazardClass}
                      </Typography>
                    )}
                  </>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Cargando producto…
                  </Typography>
                )}
              </Box>

              {onSetQuantity ? (
                <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
                  <QuantityField
                    size="small"
                    label={name}
                    value={item.quantity}
                    onChange={(quantity) => onSetQuantity(item.presentationId, quantity)}
                  />
                </Box>
              ) : (
                <Typography variant="body2" sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
                  × {formatNumber(item.quantity)}
                </Typography>
              )}

              <Typography
                variant="subtitle2"
                sx={{
                  textAlign: 'right',
                  minWidth: 88,
                  gridColumn: { xs: 2, sm: 'auto' },
                  gridRow: { xs: 2, sm: 'auto' },
                }}
              >
                {line ? formatUsd(line.subtotalCents) : '…'}
              </Typography>

              {onRemove && (
                <IconButton
                  aria-label={`Quitar ${name} del carrito`}
                  onClick={() => onRemove(item.presentationId)}
                  sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Box>

            {item.error && (
              <Alert severity="error" sx={{ mt: 1.5 }}>
                {item.error}
                {quoteTo && line && line.unitPriceCents === null && (
                  <>
                    {' '}
                    <Link component={RouterLink} to={quoteTo} color="inherit">
                      Solicitar cotización
                    </Link>
                  </>
                )}
              </Alert>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The server's priced lines by presentation. */
export function pricedByPresentation(lines: readonly PricedLine[] | undefined) {
  return new Map((lines ?? []).map((line) => [line.presentationId, line]));
}
