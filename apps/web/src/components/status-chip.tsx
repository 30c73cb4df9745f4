import Chip, { type ChipProps } from '@mui/material/Chip';

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
      sx={{ fontWeight: 600 }}
    />
  );
}
