import type {
  AssistantMode,
  AssistantSource,
  ChatEvent,
  ConversationMessage,
} from '@quimia/contracts';

/**
 * The question being asked and its answer as it streams, kept in the browser until the stored
 * conversation holds both (then the stored messages are shown instead).
 */
export type ChatTurn = {
  question: string;
  /** Known from the `start` event: where the question was stored. */
  conversationId: string | null;
  userMessageId: string | null;
  mode: AssistantMode | null;
  /** The answer's Markdown so far. */
  answer: string;
  /** Labels of the tools run, in order ("Buscando productos"). */
  tools: string[];
  /** The tool running now, until the answer goes on. */
  activeTool: string | null;
  sources: AssistantSource[];
  status: 'sending' | 'streaming' | 'done' | 'stopped' | 'error';
  error: string | null;
  truncated: boolean;
};

export function newTurn(question: string, conversationId: string | null): ChatTurn {
  return {
    question,
    conversationId,
    userMessageId: null,
    mode: null,
    answer: '',
    tools: [],
    activeTool: null,
    sources: [],
    status: 'sending',
    error: null,
    truncated: false,
  };
}

/** Sources of an answer without repeats (two tools can find the same product). */
export function mergeSources(known: AssistantSource[], more: AssistantSource[]): AssistantSource[] {
  const seen = new Set(known.map((source) => source.href));
  const merged = [...known];
  for (const source of more) {
    if (seen.has(source.href)) continue;
    seen.add(source.href);
    merged.push(source);
  }
  return merged;
}

/** The turn after one event of the stream. */
export function applyChatEvent(turn: ChatTurn, event: ChatEvent): ChatTurn {
  switch (event.type) {
    case 'start':
      return {
        ...turn,
        status: 'streaming',
        conversationId: event.conversationId,
        userMessageId: event.userMessageId,
        mode: event.mode,
      };
    case 'tool':
      return {
        ...turn,
        tools: turn.tools.includes(event.label) ? turn.tools : [...turn.tools, event.label],
        activeTool: event.label,
      };
    case 'delta':
      return { ...turn, answer: turn.answer + event.text, activeTool: null };
    case 'sources':
      return { ...turn, sources: mergeSources(turn.sources, event.items) };
    case 'done':
      return { ...turn, status: 'done', activeTool: null, truncated: event.truncated };
    case 'error':
      return { ...turn, status: 'error', activeTool: null, error: event.message };
  }
}

/** The turn ended without its `done` or `error` event: stopped by the user, or the line broke. */
export function endTurn(turn: ChatTurn, reason: 'stopped' | { error: string }): ChatTurn {
  if (turn.status === 'done' || turn.status === 'error') return turn;
  if (reason === 'stopped') return { ...turn, status: 'stopped', activeTool: null };
  return { ...turn, status: 'error', activeTool: null, error: reason.error };
}

export function isTurnRunning(turn: ChatTurn | null): boolean {
  return turn?.status === 'sending' || turn?.status === 'streaming';
}

/**
 * Whether the stored messages already hold the turn: its question and an answer after it. Until
 * then the browser's copy is shown (an answer being stored, or a question the server refused).
 */
export function isTurnStored(turn: ChatTurn, messages: ConversationMessage[]): boolean {
  if (!turn.userMessageId) return false;
  const index = messages.findIndex((message) => message.id === turn.userMessageId);
  return index >= 0 && messages.slice(index + 1).some((message) => message.role === 'assistant');
}

/** The question an answer replied to: the user's message before it. */
export function questionOf(messages: ConversationMessage[], answerIndex: number): string | null {
  for (let index = answerIndex - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.role === 'user') return message.content;
  }
  return null;
}
