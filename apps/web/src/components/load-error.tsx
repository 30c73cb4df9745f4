import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type LoadErrorProps = { message: string; onRetry: () => void };

/** A failed load with a retry button (lighter than MUI's Alert, which public pages need rarely). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        color: 'error.dark',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.08),
      })}
    >
      <Typography variant="body2">{message}</Typography>
      <Button color="inherit" size="small" onClick={onRetry}>
        Reintentar
      </Button>
    </Box>
  );
}
