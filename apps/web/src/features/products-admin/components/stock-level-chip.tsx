import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { stockLevel } from '../utils/stock-level';

/** "Agotado" or "Stock bajo" beside a product's stock; nothing while it has enough. */
export function StockLevelChip({
  product,
}: {
  product: { stock: number; minimumStock?: number | null; unit: string };
}) {
  const level = stockLevel(product);
  if (!level) return null;
  return (
    <Tooltip title={level.detail}>
      <Chip
        size="small"
        variant="outlined"
        color={level.label === 'Agotado' ? 'error' : 'warning'}
        label={level.label}
        sx={{ ml: 1, height: 22, fontWeight: 600, '& .MuiChip-label': { px: 1 } }}
      />
    </Tooltip>
  );
}
