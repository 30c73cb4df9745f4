import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** A client's empty list in their account (orders, quotations): why, and the way to the products. */
export function EmptyAccountList({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={RouterLink} to={paths.product.list} variant="outlined">
        Ver productos
      </Button>
    </Stack>
  );
}
