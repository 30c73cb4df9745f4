import type { ComponentProps, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The sign-in pages' heading (h1) and the line under it. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ mb: 5 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The server's refusal above a sign-in form's fields, when there is one. */
export function AuthErrorAlert({
  message,
  children,
}: {
  message: string | null;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert severity="error" variant="outlined">
      {message}
      {children}
    </Alert>
  );
}

/** A sign-in form's full-width submit button, busy while the form is sent. */
export function AuthSubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="large"
      variant="contained"
      color="inherit"
      fullWidth
      loading={loading}
      sx={{
        bgcolor: 'text.primary',
        color: 'background.paper',
        '&:hover': { bgcolor: 'text.secondary' },
      }}
    >
      {children}
    </Button>
  );
}

type AuthFormProps = {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** What the server answered, above the fields. */
  error: string | null;
  /** Said under the error, e.g. how to ask for a new link. */
  errorHelp?: ReactNode;
  children: ReactNode;
};

/** A sign-in page's form: the server's error, then the fields and the button in a column. */
export function AuthForm({ onSubmit, error, errorHelp, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        <AuthErrorAlert message={error}>{errorHelp}</AuthErrorAlert>
        {children}
      </Stack>
    </Box>
  );
}
