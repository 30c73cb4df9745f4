import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type StepActionsProps = {
  /** 'Volver' to the step before; none on the first step. */
  onBack?: () => void;
  /** The step's own secondary action (e.g. 'Seguir comprando'). */
  secondary?: ReactNode;
  nextLabel: string;
  /** A button of the step's form (`type="submit"`), or a click. */
  onNext?: () => void;
  nextDisabled?: boolean;
  loading?: boolean;
};

/** The foot of a checkout step: back one step, and on to the next. */
export function StepActions({
  onBack,
  secondary,
  nextLabel,
  onNext,
  nextDisabled,
  loading,
}: StepActionsProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Stack direction="row" spacing={1.5}>
        {onBack && (
          <Button onClick={onBack} color="inherit" variant="outlined">
            Volver
          </Button>
        )}
        {secondary}
      </Stack>
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        variant="contained"
        size="large"
        disabled={nextDisabled}
        loading={loading}
      >
        {nextLabel}
      </Button>
    </Stack>
  );
}
