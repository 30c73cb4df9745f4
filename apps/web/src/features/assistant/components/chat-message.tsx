import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { AssistantSource } from '@quimia/contracts';
import { MarkdownAnswer } from './markdown-answer';
import { SourceChips } from './source-chips';

/** The user's question: plain text, as typed. */
export function UserMessage({ content }: { content: string }) {
  return (
    <Box
      component="article"
      aria-label="Tu mensaje"
      sx={{
        alignSelf: 'flex-end',
        maxWidth: { xs: '88%', md: '75%' },
        px: 2,
        py: 1.25,
        borderRadius: 2,
        borderTopRightRadius: 4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        typography: 'body2',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {content}
    </Box>
  );
}

export type AnswerProps = {
  content: string;
  /** Tools the answer used, by their labels. */
  tools: string[];
  sources: AssistantSource[];
  /** Why the answer failed or stopped; the question can be asked again. */
  error: string | null;
  /** Still arriving; `activeTool` is the tool running now. */
  running?: boolean;
  activeTool?: string | null;
  stopped?: boolean;
  truncated?: boolean;
  /** Asks the question again; absent when there is no question to ask (or one is running). */
  onRetry?: () => void;
};

/** One answer of QuimIA: its Markdown, what it looked up, its sources, or why it failed. */
export function AssistantAnswer({
  content,
  tools,
  sources,
  error,
  running = false,
  activeTool = null,
  stopped = false,
  truncated = false,
  onRetry,
}: AnswerProps) {
  const waiting = running && !content && !activeTool;
  return (
    <Stack
      component="article"
      aria-label="Respuesta de QuimIA"
      aria-busy={running}
      direction="row"
      spacing={1.5}
      sx={{ alignSelf: 'stretch', maxWidth: { md: '90%' } }}
    >
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.lighter', color: 'primary.dark' }}>
        <SmartToyOutlined fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        {tools.length > 0 && !running && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
            Consultó: {tools.join(' · ')}
          </Typography>
        )}
        {content && <MarkdownAnswer>{content}</MarkdownAnswer>}
        {(waiting || activeTool) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={14} color="inherit" />
            <Typography variant="body2" role="status">
              {activeTool ? `${activeTool}…` : 'QuimIA está pensando…'}
            </Typography>
          </Stack>
        )}
        {truncated && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            La respuesta llegó al límite de extensión y quedó cortada.
          </Typography>
        )}
        {!running && <SourceChips sources={sources} />}
        {(error || stopped) && (
          <Alert
            severity={error ? 'error' : 'info'}
            sx={{ mt: content ? 1.5 : 0 }}
            action={
              onRetry && (
                <Button color="inherit" size="small" onClick={onRetry}>
                  Reintentar
                </Button>
              )
            }
          >
            {error ?? 'Detuviste esta respuesta.'}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
