import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * A small chip's label on two lines where its column is squeezed: a long state («Convertida en
 * pedido») would otherwise push the list past its card, on a phone and beside a desktop's menu.
 */
export const wrappingChipSx = {
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/** A record's status as a small coloured label ("Pendiente", "Enviada"…); `outlined` for a closed one. */
export function StatusChip({
  label,
  color,
  outlined = false,
}: {
  label: string;
  color: ChipProps['color'];
  outlined?: boolean;
}) {
  return (
    <Chip
      size="small"
      variant={outlined ? 'outlined' : 'filled'}
      color={color}
      label={label}
      sx={{ fontWeight: 600, ...wrappingChipSx }}
    />
  );
}
