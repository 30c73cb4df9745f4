import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { paths } from '@/config/paths';
import { useCheckout } from './checkout-provider';

const MAX_SHOWN = 99;

/** The header's cart: how many units it holds, and the way to the checkout (its first step). */
export function CartButton() {
  const { state } = useCheckout();
  const count = state.totalItems;
  // The name holds the number the badge shows, as a screen reader user's voice command says it.
  const shown = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
  const label = `Carrito: ${shown} ${count === 1 ? 'unidad' : 'unidades'}`;

  return (
    <IconButton
      component={RouterLink}
      to={paths.product.checkout}
      aria-label={label}
      title={count === 0 ? 'Carrito vacío' : label}
    >
      <CountBadge count={count} max={MAX_SHOWN}>
        <ShoppingCartOutlinedIcon />
      </CountBadge>
    </IconButton>
  );
}
