import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { COMMENT_MAX_LENGTH, commentBodySchema, type CommentBody } from '@quimia/contracts';
import { FormTextField } from '@/components/form-fields';
import { SendButton } from '@/components/send-button';
import { errorMessage } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveComment } from '../api/formulas';

type CommentOutput = ReturnType<(typeof commentBodySchema)['parse']>;

const DEFAULT_VALUES: CommentBody = {
  formulaId: '',
  authorName: '',
  email: '',
  body: '',
  website: '',
};
const FIELDS: readonly FieldPath<CommentBody>[] = ['authorName', 'email', 'body'];

/**
 * Public comment on a formula, validated with the API's own schema. The comment is held for
 * moderation, which the success message says. Loaded only when the comments come into play: it
 * brings the form library and zod along.
 */
export default function CommentForm({ formulaId }: { formulaId: string }) {
  const saveComment = useSaveComment();
  const [sent, setSent] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const { control, handleSubmit, reset, setError } = useForm<CommentBody, unknown, CommentOutput>({
    resolver: zodResolver(commentBodySchema),
    defaultValues: { ...DEFAULT_VALUES, formulaId },
  });

  const idempotencyKeys = useIdempotencyKeys();
  const send = handleSubmit(async (values) => {
    setSubmitError(null);
    setSent(null);
    try {
      const response = await saveComment.mutateAsync({
        body: values,
        idempotencyKey: idempotencyKeys.keyFor(values),
      });
      idempotencyKeys.renew();
      setSent(response.message);
      reset({ ...DEFAULT_VALUES, formulaId });
    } catch (error) {
      // What the visitor wrote stays; the fields the server refused say why.
      if (
        error &&
        typeof error === 'object' &&
        'details' in error &&
        Array.isArray(error.details)
      ) {
        for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
          const field = FIELDS.find((name) => name === detail.field);
          if (field && typeof detail.message === 'string') {
            setError(field, { type: 'server', message: detail.message });
          }
        }
      }
      setSubmitError(errorMessage(error));
    }
  });
  const { onSubmit, sending } = useSingleSubmit(send);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <Stack spacing={2}>
        {sent && (
          <Alert severity="success" onClose={() => setSent(null)}>
            {sent}
          </Alert>
        )}
        {submitError && (
          <Alert severity="error" onClose={() => setSubmitError(null)}>
            {submitError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            name="authorName"
            control={control}
            label="Nombre"
            autoComplete="name"
            required
            fullWidth
          />
          <FormTextField
            name="email"
            control={control}
            fullWidth
            label="Correo electrónico (opcional)"
            type="email"
            autoComplete="email"
            helperText="No se publica; lo usamos solo para responderte."
          />
        </Stack>
        <FormTextField
          name="body"
          control={control}
          fullWidth
          label="Comentario"
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
          placeholder="¿Preparaste esta fórmula? Cuéntanos tu experiencia o haz una pregunta."
        />
        {/* Left empty by people; bots fill it and their comment is dropped. */}
        <Controller
          name="website"
          control={control}
          render={({ field }) => (
            <Box
              component="input"
              {...field}
              value={field.value ?? ''}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden
              sx={{ position: 'absolute', left: -10000, width: 1, height: 1, opacity: 0 }}
            />
          )}
        />
        <SendButton sending={sending}>Publicar comentario</SendButton>
      </Stack>
    </Box>
  );
}
