import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMessageBodySchema, type CustomerQuotation } from '@quimia/contracts';
import { FormTextField } from '@/components/form-fields';
import { SendButton } from '@/components/send-button';
import { errorMessage } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSendQuotationMessage } from '../api/quotations';

const messageSchema = contactMessageBodySchema.pick({ name: true, email: true, message: true });
type MessageInput = z.input<typeof messageSchema>;
type MessageValues = z.output<typeof messageSchema>;

/**
 * The buyer's message box at the quotation's link: it joins the quotation's thread (the contact
 * endpoint with the link's token), where staff answer.
 */
export function QuotationMessageForm({ quotation }: { quotation: CustomerQuotation }) {
  const send = useSendQuotationMessage(quotation.token);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, resetField } = useForm<MessageInput, unknown, MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { name: quotation.customer.name, email: quotation.customer.email, message: '' },
  });
  const keys = useIdempotencyKeys();
  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const body = { ...values, subject: `Cotización ${quotation.number}` };
    try {
      const answer = await send.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      resetField('message');
      setNotice({ ok: true, text: answer.message });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  });
  const { onSubmit, sending } = useSingleSubmit(submit);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Escribir al vendedor"
      spacing={2}
    >
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Tu nombre"
          autoComplete="name"
          fullWidth
        />
        <FormTextField
          control={control}
          name="email"
          label="Tu correo"
          type="email"
          autoComplete="email"
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="message"
        label="Mensaje"
        multiline
        minRows={3}
        placeholder="Pregunta por un producto, pide otra cantidad o un plazo de entrega…"
        fullWidth
      />
      <SendButton sending={sending} variant="outlined">
        Enviar mensaje
      </SendButton>
    </Stack>
  );
}
