import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCheckout } from './checkout-provider';

/** The header's cart: how many units it holds, and the way to the checkout (its first step). */
export function CartButton() {
  const { state } = useCheckout();
  const count = state.totalItems;
  const label =
    count === 0 ? 'Carrito vacío' : `Carrito: ${count} ${count === 1 ? 'unidad' : 'unidades'}`;

  return (
    <IconButton component={RouterLink} to={paths.product.checkout} aria-label={label} title={label}>
      <Badge badgeContent={count} color="primary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
