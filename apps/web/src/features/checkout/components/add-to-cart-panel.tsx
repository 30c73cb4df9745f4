import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Presentation, Product } from '@quimia/contracts';
import { MAX_SALE_LINES } from '@quimia/contracts/cart-lines';
import { IVA_CODE_LABELS, ivaRateOf, unitPriceFor } from '@quimia/contracts/pricing';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '@/api/public-config';
import { paths } from '@/config/paths';
import { centsWithIva, formatQuantity, formatUsd } from '@/lib/format';
import { presentationCount } from '@/lib/presentation-noun';
import { useHydrated } from '@/lib/use-hydrated';
import { ChoiceList } from './choice-list';
import { useCheckout } from './checkout-provider';
import { QuantityField } from './quantity-field';

type AddToCartPanelProps = {
  product: Pick<
    Product,
    'name' | 'unit' | 'presentations' | 'ivaCode' | 'minimumOrder' | 'dangerousGoods'
  >;
  /** In a dialog over a list, the panel also says the minimum order (the page lists it above). */
  inDialog?: boolean;
};

/** The quantity a presentation starts with: its multiple, and enough for the minimum order. */
export function startingQuantity(
  presentation: Pick<Presentation, 'size' | 'unit' | 'saleMultiple'>,
  product: Pick<Product, 'unit' | 'minimumOrder'>,
): number {
  const step = presentation.saleMultiple ?? 1;
  let quantity = step;
  if (product.minimumOrder > 0 && presentation.unit === product.unit && presentation.size > 0) {
    const needed = Math.ceil(product.minimumOrder / presentation.size - 1e-9);
    quantity = Math.max(quantity, Math.ceil(needed / step) * step);
  }
  return quantity;
}

/**
 * The product page's buying panel: a presentation (its price with and without IVA, its volume
 * prices and multiple), a quantity, and "Agregar al carrito". A presentation without a price is
 * quoted instead. What the buyer sees here is a preview: the cart's figures come from the server.
 */
export function AddToCartPanel({ product, inDialog = false }: AddToCartPanelProps) {
  const { onAddToCart } = useCheckout();
  const { data: config } = usePublicConfig();
  const hydrated = useHydrated();
  const presentations = product.presentations;
  const firstPriced = presentations.find((item) => item.priceCents !== null) ?? presentations[0];
  const [selectedId, setSelectedId] = useState(firstPriced?.id ?? '');
  const selected = presentations.find((item) => item.id === selectedId) ?? firstPriced;
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [added, setAdded] = useState<{ label: string; quantity: number } | 'full' | null>(null);
  if (!selected) return null;

  const rate = config ? ivaRateOf(product.ivaCode, config.ivaRate) : undefined;
  const withIva = (cents: number) =>
    rate === undefined ? '…' : formatUsd(centsWithIva(cents, rate));
  const taxNote = product.ivaCode === 'iva' ? '+ IVA' : `(${IVA_CODE_LABELS[product.ivaCode]})`;
  const quantity = quantities[selected.id] ?? startingQuantity(selected, product);
  const step = selected.saleMultiple ?? 1;
  const { unitPriceCents, breakFromQuantity } = unitPriceFor(
    selected.priceCents,
    selected.priceBreaks,
    quantity,
  );

  const add = (event: MouseEvent) => {
    // A double click is one "add" (its second click counts 2): the cart gets what the message
    // says was added, not twice that.
    if (event.detail > 1) return;
    const ok = onAddToCart({ presentationId: selected.id, quantity });
    setAdded(ok ? { label: selected.label, quantity } : 'full');
  };

  return (
    <Stack spacing={2} component="section" aria-label="Comprar">
      {presentations.length > 1 && (
        <ChoiceList
          label="Presentación"
          value={selected.id}
          onChange={(id) => {
            setSelectedId(id);
            setAdded(null);
          }}
          choices={presentations.map((item) => ({
            value: item.id,
            title: item.label,
            aside: item.priceCents === null ? 'A consultar' : withIva(item.priceCents),
            description:
              item.priceCents === null
                ? 'Precio a consultar: pide una cotización'
                : [
                    `${formatUsd(item.priceCents)} ${taxNote}`,
                    ...item.priceBreaks.map(
                      (priceBreak) =>
                        `desde ${presentationCount(item.label, priceBreak.fromQuantity)}: ${formatUsd(priceBreak.unitPriceCents)}`,
                    ),
                    ...(item.saleMultiple ? [`en múltiplos de ${item.saleMultiple}`] : []),
                  ].join(' · '),
          }))}
        />
      )}

      {selected.priceCents === null ? (
        <Alert severity="info">
          {selected.label}: precio a consultar. Te enviamos una cotización con el precio para la
          cantidad que necesitas.
        </Alert>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
              Cantidad {step > 1 ? `(en múltiplos de ${step})` : ''}
            </Typography>
            <QuantityField
              label={selected.label}
              value={quantity}
              step={step}
              onChange={(next) => {
                setQuantities({ ...quantities, [selected.id]: next });
                setAdded(null);
              }}
            />
          </Box>
          {unitPriceCents !== null && (
            <Box aria-live="polite">
              <Typography variant="h6" component="p">
                {withIva(unitPriceCents * quantity)}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', ml: 0.75 }}
                >
                  {product.ivaCode === 'iva' ? 'IVA incluido' : IVA_CODE_LABELS[product.ivaCode]}
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {presentationCount(selected.label, quantity)} × {formatUsd(unitPriceCents)}{' '}
                {product.ivaCode === 'iva'
                  ? `= ${formatUsd(unitPriceCents * quantity)} sin IVA`
                  : ''}
              </Typography>
              {breakFromQuantity !== null && (
                <Typography variant="body2" sx={{ color: 'success.main' }}>
                  Precio por volumen desde {presentationCount(selected.label, breakFromQuantity)}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}

      {inDialog && product.minimumOrder > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Pedido mínimo: {formatQuantity(product.minimumOrder, product.unit)}
        </Typography>
      )}

      {product.dangerousGoods && (
        <Alert severity="warning">
          Mercancía peligrosa para el transporte ({product.dangerousGoods.unNumber}, clase{' '}
          {product.dangerousGoods.hazardClass}): no viaja por courier. Retírala en una sucursal o
          pide transporte especial, a coordinar.
        </Alert>
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {selected.priceCents !== null && (
          <Button
            variant="contained"
            size="large"
            startIcon={<AddShoppingCartIcon />}
            onClick={add}
            disabled={!hydrated}
          >
            Agregar al carrito
          </Button>
        )}
        {/* A price on request is quoted; a priced one may be too (a formal quotation). */}
        <Button
          component={RouterLink}
          to={paths.quotation.request([{ presentationId: selected.id, quantity }], 'product')}
          variant={selected.priceCents === null ? 'contained' : 'outlined'}
          size="large"
        >
          Solicitar cotización
        </Button>
      </Stack>

      <Box aria-live="polite">
        {added === 'full' && (
          <Alert severity="error">
            Tu carrito ya tiene {MAX_SALE_LINES} productos distintos: termina este pedido o quita
            alguno.
          </Alert>
        )}
        {added && added !== 'full' && (
          <Alert
            severity="success"
            action={
              <Button
                component={RouterLink}
                to={paths.product.checkout}
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
              >
                Ver carrito
              </Button>
            }
          >
            Agregaste {presentationCount(added.label, added.quantity)} ({added.label}) al carrito.
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
