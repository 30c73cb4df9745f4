import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { clampQuantity, MAX_LINE_QUANTITY, typedQuantity } from '@quimia/contracts/cart-lines';

type QuantityFieldProps = {
  value: number;
  onChange(quantity: number): void;
  /** What it counts, for its accessible name ("Cantidad de Saco 25 kg"). */
  label: string;
  /** The steps of − and + (a presentation sold in multiples of 4 steps by 4). */
  step?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** A whole quantity from 1: typed (it counts as it is typed), or changed with − and + by the step. */
export function QuantityField({
  value,
  onChange,
  label,
  step = 1,
  disabled,
  size = 'medium',
}: QuantityFieldProps) {
  // What is typed stays as typed while it is no quantity (an emptied field while retyping); each
  // quantity typed counts at once, so totals beside the field follow the keys. Leaving the field
  // shows the quantity kept.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const type = (raw: string) => {
    const digits = raw.replace(/[^\d]/g, '');
    setText(digits);
    const quantity = typedQuantity(digits);
    if (quantity !== null && quantity !== value) onChange(quantity);
  };
  const stepTo = (quantity: number) => onChange(clampQuantity(quantity));
  const buttonSize = size === 'small' ? 'small' : 'medium';

  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        width: 'fit-content',
      }}
    >
      <IconButton
        size={buttonSize}
        aria-label={`Quitar ${step} de ${label}`}
        onClick={() => stepTo(value - step)}
        disabled={disabled || value <= step}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setText(String(value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setText(String(value));
        }}
        disabled={disabled}
        inputProps={{
          inputMode: 'numeric',
          'aria-label': `Cantidad de ${label}`,
          min: 1,
          max: MAX_LINE_QUANTITY,
          style: { textAlign: 'center' },
        }}
        sx={{ width: size === 'small' ? 56 : 72, typography: 'subtitle2' }}
      />
      <IconButton
        size={buttonSize}
        aria-label={`Agregar ${step} de ${label}`}
        onClick={() => stepTo(value + step)}
        disabled={disabled || value >= MAX_LINE_QUANTITY}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
