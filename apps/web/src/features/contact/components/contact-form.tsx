import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import type { ApiError } from '@quimia/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SendButton } from '@/components/send-button';
import { errorMessage } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { paths } from '@/config/paths';
import {
  contactMessageBodySchema,
  useSendContactMessage,
  type ContactMessageBody,
  type ContactMessageValues,
} from '../api/contact';

type FieldName = keyof ContactMessageBody;

const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];

const DEFAULT_VALUES: ContactMessageBody = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

function isFieldName(value: string): value is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(value);
}

/** The `details` of an API error, when the body carries them. */
function errorDetails(error: unknown): NonNullable<ApiError['details']> {
  if (error && typeof error === 'object' && 'details' in error && Array.isArray(error.details)) {
    return (error.details as unknown[]).filter(
      (d): d is { field: string; message: string } =>
        !!d &&
        typeof d === 'object' &&
        typeof (d as { field?: unknown }).field === 'string' &&
        typeof (d as { message?: unknown }).message === 'string',
    );
  }
  return [];
}

type FormFieldProps = Omit<TextFieldProps, 'name'> & {
  name: FieldName;
  control: Control<ContactMessageBody, unknown, ContactMessageValues>;
};

function FormField({ name, control, ...other }: FormFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          fullWidth
          {...other}
        />
      )}
    />
  );
}

/** Public contact form: validated with the API's own schema, stored by `POST /api/cotizar/contacto`. */
export function ContactForm() {
  const { enqueueSnackbar } = useSnackbar();
  const sendMessage = useSendContactMessage();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const { control, handleSubmit, reset, setError } = useForm<
    ContactMessageBody,
    unknown,
    ContactMessageValues
  >({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues: DEFAULT_VALUES,
  });

  const idempotencyKeys = useIdempotencyKeys();
  const send = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const response = await sendMessage.mutateAsync({
        values,
        idempotencyKey: idempotencyKeys.keyFor(values),
      });
      idempotencyKeys.renew();
      enqueueSnackbar(
        response.message || 'Gracias, recibimos tu mensaje. Te responderemos pronto.',
        {
          variant: 'success',
        },
      );
      reset(DEFAULT_VALUES);
    } catch (error) {
      // Keep what the visitor wrote; point at the fields the server rejected.
      setSubmitError(errorMessage(error));
      for (const detail of errorDetails(error)) {
        const field = detail.field.split('.').pop() ?? '';
        if (isFieldName(field)) setError(field, { type: 'server', message: detail.message });
      }
    }
  });
  const { onSubmit, sending } = useSingleSubmit(send);

  return (
    <Box
      component="form"
      noValidate
      // Sent by the browser itself when the page's scripts do not run (or have not run yet).
      method="post"
      action={paths.contact}
      onSubmit={onSubmit}
      aria-label="Formulario de contacto"
      aria-busy={sending}
    >
      <Stack spacing={2.5}>
        {submitError && (
          <Alert severity="error" onClose={() => setSubmitError(null)}>
            {submitError}
          </Alert>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormField name="name" control={control} label="Nombre" autoComplete="name" required />
          <FormField
            name="email"
            control={control}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            required
          />
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormField
            name="phone"
            control={control}
            label="Teléfono (opcional)"
            type="tel"
            autoComplete="tel"
          />
          <FormField name="subject" control={control} label="Asunto" required />
        </Stack>

        <FormField
          name="message"
          control={control}
          label="Mensaje"
          required
          multiline
          minRows={5}
          placeholder="Cuéntanos qué productos, cantidades y presentaciones necesitas, o en qué podemos ayudarte."
        />

        <SendButton sending={sending} size="large">
          Enviar mensaje
        </SendButton>
      </Stack>
    </Box>
  );
}
