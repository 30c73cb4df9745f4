import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type SendButtonProps = Pick<ButtonProps, 'size' | 'variant' | 'children'> & {
  /** While true the button is off and spins, named 'Enviando' for screen readers. */
  sending: boolean;
};

/** A form's submit button on a line of its own. */
export function SendButton({ sending, size, variant = 'contained', children }: SendButtonProps) {
  return (
    <Box>
      <Button
        type="submit"
        variant={variant}
        size={size}
        disabled={sending}
        startIcon={
          sending ? <CircularProgress size={18} color="inherit" aria-label="Enviando" /> : undefined
        }
      >
        {children}
      </Button>
    </Box>
  );
}
