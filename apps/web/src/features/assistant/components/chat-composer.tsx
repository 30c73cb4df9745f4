import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import { ASSISTANT_MESSAGE_MAX } from '@quimia/contracts';

// On a phone the buttons are their icons, leaving the width to the question.
const buttonSx = { flexShrink: 0, mb: 2.75, minWidth: 48, height: 40, gap: 1 } as const;
const labelSx = { display: { xs: 'none', sm: 'inline' } } as const;

type ChatComposerProps = {
  /** An answer is arriving: the field waits and the button stops it. */
  running: boolean;
  /** Nothing can be sent (no messages left today). */
  disabled?: boolean;
  /** Said under the field (today's messages left). */
  helperText?: string;
  onSend: (message: string) => void;
  onStop: () => void;
};

/** Where the question is written: Enter sends it, Shift+Enter starts a new line. */
export function ChatComposer({
  running,
  disabled = false,
  helperText,
  onSend,
  onStop,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Back in the field once the answer has arrived, ready for the next question.
  useEffect(() => {
    if (!running && !disabled) inputRef.current?.focus({ preventScroll: true });
  }, [running, disabled]);
  const message = text.trim();
  const tooLong = text.length > ASSISTANT_MESSAGE_MAX;
  const canSend = !running && !disabled && message !== '' && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // While composing accented text (IME), Enter confirms the character, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      // Gaps, not margins: the buttons keep their own bottom margin (level with the field).
      useFlexGap
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ alignItems: 'flex-end' }}
    >
      <TextField
        label="Pregunta a QuimIA"
        placeholder="Escribe tu pregunta"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        disabled={running || disabled}
        multiline
        maxRows={8}
        fullWidth
        size="small"
        error={tooLong}
        helperText={
          tooLong ? (
            `La pregunta no puede tener más de ${ASSISTANT_MESSAGE_MAX} caracteres`
          ) : (
            <>
              {helperText}
              {/* A phone's keyboard has no Shift+Enter: the hint is for keyboards. */}
              {!disabled && (
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {helperText ? ' · ' : ''}Enter envía, Shift+Enter nueva línea
                </Box>
              )}
            </>
          )
        }
      />
      {running ? (
        <Button
          variant="outlined"
          color="inherit"
          onClick={onStop}
          aria-label="Detener"
          sx={buttonSx}
        >
          <StopRounded />
          <Box component="span" sx={labelSx}>
            Detener
          </Box>
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend}
          aria-label="Enviar"
          sx={buttonSx}
        >
          <SendRounded />
          <Box component="span" sx={labelSx}>
            Enviar
          </Box>
        </Button>
      )}
    </Stack>
  );
}
