import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { errorMessage } from '@/lib/api-client';
import { useAskProduct } from '../api/assistant';
import { MarkdownAnswer } from './markdown-answer';
import { SourceChips } from './source-chips';

const QUESTION_MAX = 500;

type ProductQuestionPanelProps = { productId: string; productName: string };

/**
 * A visitor asks about the product on screen; QuimIA answers from its published data only and
 * declines anything else politely (said as such, not as an answer).
 */
export default function ProductQuestionPanel({
  productId,
  productName,
}: ProductQuestionPanelProps) {
  const ask = useAskProduct();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const trimmed = question.trim();

  const submit = () => {
    if (!trimmed || ask.isPending) return;
    setAsked(trimmed);
    ask.mutate({ productId, question: trimmed });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const answer = ask.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 820 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        Pregunta sobre {productName}: usos, presentaciones, precios, almacenamiento o seguridad.
        QuimIA responde con la información publicada de este producto.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Tu pregunta"
          placeholder={`Por ejemplo: ¿en qué presentaciones viene ${productName}?`}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={ask.isPending}
          disabled={!trimmed}
          startIcon={<SmartToyOutlined />}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          Preguntar
        </Button>
      </Stack>

      <Box aria-live="polite" aria-busy={ask.isPending}>
        {ask.isError && <Alert severity="error">{errorMessage(ask.error)}</Alert>}
        {answer && (
          <Box
            component="article"
            aria-label="Respuesta de QuimIA"
            sx={{ p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' }}
          >
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              Preguntaste: «{asked}»
            </Typography>
            {answer.answered ? (
              <MarkdownAnswer>{answer.answer}</MarkdownAnswer>
            ) : (
              <Alert severity="info" icon={<SmartToyOutlined />}>
                <MarkdownAnswer>{answer.answer}</MarkdownAnswer>
              </Alert>
            )}
            <SourceChips sources={answer.sources} />
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {answer.mode === 'offline'
                ? 'Respuesta armada con los datos publicados del producto, sin modelo de lenguaje.'
                : 'Respuesta generada por QuimIA con los datos publicados; confírmala con un asesor antes de comprar.'}
            </Typography>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
