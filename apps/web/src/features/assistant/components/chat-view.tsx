import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { ANSWER_LOST_MESSAGE, type ConversationMessage } from '@quimia/contracts';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/page-meta';
import { LoadError } from '@/components/load-error';
import { layout } from '@/config/layout';
import { isNotFoundError } from '@/lib/api-error';
import { useAssistantStatus, useConversation } from '../api/assistant';
import { useChat } from '../api/use-chat';
import { isTurnStored, questionOf, type ChatTurn } from '../utils/chat-turn';
import { AssistantAnswer, UserMessage } from './chat-message';
import { ChatComposer } from './chat-composer';
import { ConversationList } from './conversation-list';

const LIST_WIDTH = 300;
/** The page's own space: the header above it and the dashboard's bottom padding. */
const CHAT_HEIGHT = {
  xs: `calc(100dvh - ${layout.header.mobileHeight + 8 + 48}px)`,
  lg: `calc(100dvh - ${layout.header.desktopHeight + 8 + 64}px)`,
};
const EXAMPLES = [
  '¿Qué tensoactivos tenemos en stock?',
  '¿Cuál es el precio del ácido cítrico?',
  'Fórmulas de jabón líquido',
  'Datos de seguridad del hipoclorito de sodio',
];

export const OFFLINE_NOTICE =
  'QuimIA funciona sin modelo de lenguaje: responde con los datos del catálogo y del negocio, con búsquedas directas. Pide un producto o una fórmula, el precio, el stock o los datos de seguridad de un producto, o las ventas de un cliente o de un producto.';

/** `/dashboard/chat`: the staff's conversations with QuimIA. */
export function ChatView() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [listOpen, setListOpen] = useState(false);

  const select = useCallback(
    (id: string | null) => {
      setParams(id ? { c: id } : {});
      setListOpen(false);
    },
    [setParams],
  );

  const status = useAssistantStatus();
  const conversation = useConversation(selectedId);
  const chat = useChat({
    // A question asked from "Nueva conversación" opens the conversation it created.
    onConversationStarted: (id) => {
      if (selectedRef.current === null) setParams({ c: id }, { replace: true });
    },
  });

  const messages = conversation.data?.messages ?? [];
  const { turn } = chat;
  const turnHere = turn && turn.conversationId === selectedId && !isTurnStored(turn, messages);
  // While the turn is shown, the stored copy of its question (fetched meanwhile) is not.
  const storedIndex =
    turnHere && turn.userMessageId
      ? messages.findIndex((message) => message.id === turn.userMessageId)
      : -1;
  const shown = storedIndex >= 0 ? messages.slice(0, storedIndex) : messages;

  const left = status.data?.messagesLeftToday;
  const outOfMessages = left !== undefined && left <= 0;
  const send = (question: string) => void chat.send(question, selectedId);
  const retry = (question: string | null) =>
    question && !chat.running && !outOfMessages ? () => send(question) : undefined;

  const scrollRef = useAutoScroll(selectedId, messages, turn);

  const list = <ConversationList selectedId={selectedId} onSelect={select} busy={chat.running} />;
  const title = conversation.data?.title ?? (selectedId ? '' : 'Nueva conversación');

  return (
    <>
      <DocumentTitle title="QuimIA chat" />
      <Card
        sx={{
          display: 'flex',
          height: CHAT_HEIGHT,
          minHeight: 480,
          overflow: 'hidden',
        }}
      >
        {wide ? (
          <Box
            component="aside"
            aria-label="Tus conversaciones"
            sx={{ width: LIST_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
          >
            {list}
          </Box>
        ) : (
          <Drawer
            open={listOpen}
            onClose={() => setListOpen(false)}
            slotProps={{ paper: { sx: { width: LIST_WIDTH, maxWidth: '85vw' } } }}
          >
            <Box component="aside" aria-label="Tus conversaciones" sx={{ height: 1 }}>
              {list}
            </Box>
          </Drawer>
        )}

        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              px: { xs: 1.5, sm: 2.5 },
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {!wide && (
              <IconButton
                aria-label="Ver conversaciones"
                onClick={() => setListOpen(true)}
                edge="start"
              >
                <ForumOutlined />
              </IconButton>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'text.secondary', lineHeight: 1.5 }}
              >
                QuimIA chat
              </Typography>
              <Typography variant="subtitle1" component="h1" noWrap title={title}>
                {title}
              </Typography>
            </Box>
            {status.data && (
              <Chip
                size="small"
                variant="outlined"
                color={status.data.mode === 'model' ? 'success' : 'default'}
                label={
                  status.data.mode === 'model'
                    ? (status.data.model ?? 'Modelo de lenguaje')
                    : 'Sin modelo de lenguaje'
                }
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, maxWidth: 220 }}
              />
            )}
          </Stack>

          <Box
            ref={scrollRef}
            role="log"
            aria-label="Mensajes"
            tabIndex={0}
            sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
          >
            {status.data?.mode === 'offline' && (
              <Alert severity="info" icon={<SmartToyOutlined />} sx={{ mb: 2 }}>
                {OFFLINE_NOTICE}
              </Alert>
            )}
            {selectedId && isNotFoundError(conversation.error) ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => select(null)}>
                    Nueva conversación
                  </Button>
                }
              >
                Esta conversación no existe o fue eliminada.
              </Alert>
            ) : selectedId && conversation.isError && !conversation.data ? (
              <LoadError
                message="No pudimos cargar la conversación."
                onRetry={() => void conversation.refetch()}
              />
            ) : selectedId && conversation.isPending && !turnHere ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Cargando mensajes…
              </Typography>
            ) : shown.length === 0 && !turnHere ? (
              <Welcome disabled={chat.running || outOfMessages} onAsk={send} />
            ) : (
              <Stack spacing={2.5}>
                <StoredMessages messages={shown} retry={retry} />
                {turnHere && <LiveTurn turn={turn} retry={retry(turn.question)} />}
              </Stack>
            )}
          </Box>

          <Box sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <ChatComposer
              running={chat.running}
              disabled={outOfMessages}
              onSend={send}
              onStop={chat.stop}
              helperText={
                status.data
                  ? outOfMessages
                    ? 'Llegaste al límite de mensajes de hoy. Podrás volver a preguntar mañana.'
                    : `Te quedan ${status.data.messagesLeftToday} de ${status.data.messagesPerDay} mensajes hoy`
                  : undefined
              }
            />
          </Box>
        </Stack>
      </Card>
    </>
  );
}

function StoredMessages({
  messages,
  retry,
}: {
  messages: ConversationMessage[];
  retry: (question: string | null) => (() => void) | undefined;
}) {
  return messages.map((message, index) =>
    message.role === 'user' ? (
      <Fragment key={message.id}>
        <UserMessage content={message.content} />
        {message.answerLost && (
          <AssistantAnswer
            content=""
            tools={[]}
            sources={[]}
            error={ANSWER_LOST_MESSAGE}
            onRetry={retry(message.content)}
          />
        )}
      </Fragment>
    ) : (
      <AssistantAnswer
        key={message.id}
        content={message.content}
        tools={message.tools}
        sources={message.sources}
        error={message.error}
        stopped={message.stopped}
        truncated={message.truncated}
        onRetry={message.error || message.stopped ? retry(questionOf(messages, index)) : undefined}
      />
    ),
  );
}

/** The question being answered (or just answered, until the stored copy arrives). */
function LiveTurn({ turn, retry }: { turn: ChatTurn; retry: (() => void) | undefined }) {
  const running = turn.status === 'sending' || turn.status === 'streaming';
  return (
    <>
      <UserMessage content={turn.question} />
      <AssistantAnswer
        content={turn.answer}
        // The running tool is shown as it runs; the stored answer names the tools used.
        tools={[]}
        sources={turn.sources}
        error={turn.error}
        running={running}
        activeTool={turn.activeTool}
        stopped={turn.status === 'stopped'}
        truncated={turn.truncated}
        onRetry={turn.status === 'error' || turn.status === 'stopped' ? retry : undefined}
      />
    </>
  );
}

function Welcome({ disabled, onAsk }: { disabled: boolean; onAsk: (question: string) => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, md: 6 } }}>
      <SmartToyOutlined sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography variant="h6" component="h2">
        ¿En qué te ayudo hoy?
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 460 }}>
        QuimIA consulta el catálogo, las fórmulas y los datos del negocio con tus permisos, y te
        dice de dónde sacó cada dato.
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', justifyContent: 'center', maxWidth: 560 }}
      >
        {EXAMPLES.map((example) => (
          <Chip
            key={example}
            label={example}
            variant="outlined"
            clickable
            disabled={disabled}
            onClick={() => onAsk(example)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Keeps the newest message in view as the answer grows, unless the user scrolled up to read
 * something earlier.
 */
function useAutoScroll(conversationId: string | null, messages: unknown, turn: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onScroll = () => {
      stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    stick.current = true;
  }, [conversationId]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [conversationId, messages, turn]);
  return ref;
}
