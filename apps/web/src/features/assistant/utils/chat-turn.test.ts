import { describe, expect, it } from 'vitest';
import type { ChatEvent, ConversationMessage } from '@quimia/contracts';
import {
  applyChatEvent,
  endTurn,
  isTurnRunning,
  isTurnStored,
  newTurn,
  questionOf,
} from './chat-turn';

const CONVERSATION = '11111111-1111-4111-8111-111111111111';
const QUESTION_ID = '22222222-2222-4222-8222-222222222222';
const ANSWER_ID = '33333333-3333-4333-8333-333333333333';

const citric = { kind: 'product', title: 'Ácido cítrico', href: '/product/acido-citrico' } as const;
const soap = { kind: 'formula', title: 'Jabón líquido', href: '/post/jabon-liquido' } as const;

function play(events: ChatEvent[]) {
  return events.reduce(applyChatEvent, newTurn('¿Precio del ácido cítrico?', null));
}

function message(
  id: string,
  role: 'user' | 'assistant',
  content: string,
  error: string | null = null,
): ConversationMessage {
  return {
    id,
    role,
    content,
    createdAt: '2026-11-24T10:00:00.000Z',
    mode: role === 'assistant' ? 'offline' : null,
    tools: [],
    sources: [],
    stopped: false,
    error,
    truncated: false,
    answerLost: false,
  };
}

describe('a chat turn', () => {
  it('builds the answer from the streamed events: conversation, tools, text and sources', () => {
    const started = play([
      {
        type: 'start',
        conversationId: CONVERSATION,
        title: 'Precio',
        userMessageId: QUESTION_ID,
        mode: 'model',
      },
      { type: 'tool', name: 'search_products', label: 'Buscando productos' },
    ]);
    expect(started).toMatchObject({
      status: 'streaming',
      conversationId: CONVERSATION,
      userMessageId: QUESTION_ID,
      activeTool: 'Buscando productos',
    });
    expect(isTurnRunning(started)).toBe(true);

    const rest: ChatEvent[] = [
      { type: 'tool', name: 'search_products', label: 'Buscando productos' },
      { type: 'delta', text: 'El **ácido cítrico** ' },
      { type: 'delta', text: 'cuesta $2,50 el kg.' },
      { type: 'sources', items: [citric, soap] },
      { type: 'sources', items: [citric] },
      { type: 'done', messageId: ANSWER_ID, truncated: false },
    ];
    const done = rest.reduce(applyChatEvent, started);
    expect(done.answer).toBe('El **ácido cítrico** cuesta $2,50 el kg.');
    // The same tool run twice is named once; the same source found twice is listed once.
    expect(done.tools).toEqual(['Buscando productos']);
    expect(done.sources).toEqual([citric, soap]);
    expect(done.activeTool).toBeNull();
    expect(done.status).toBe('done');
    expect(isTurnRunning(done)).toBe(false);
  });

  it('keeps the text received when the answer fails, with the server message', () => {
    const failed = play([
      {
        type: 'start',
        conversationId: CONVERSATION,
        title: 'Precio',
        userMessageId: QUESTION_ID,
        mode: 'model',
      },
      { type: 'delta', text: 'El ácido' },
      {
        type: 'error',
        message: 'El modelo de lenguaje no respondió a tiempo.',
        code: 'UPSTREAM_TIMEOUT',
      },
    ]);
    expect(failed).toMatchObject({
      status: 'error',
      answer: 'El ácido',
      error: 'El modelo de lenguaje no respondió a tiempo.',
    });
    // A stream that closes after its last event changes nothing.
    expect(endTurn(failed, { error: 'otra' })).toBe(failed);
  });

  it('is stopped by the user, or failed when the stream breaks without its last event', () => {
    const streaming = play([{ type: 'delta', text: 'Hola' }]);
    expect(endTurn(streaming, 'stopped')).toMatchObject({ status: 'stopped', error: null });
    expect(endTurn(streaming, { error: 'Se cortó' })).toMatchObject({
      status: 'error',
      error: 'Se cortó',
      answer: 'Hola',
    });
  });

  it('gives way to the stored conversation once it holds the question and its answer', () => {
    const turn = play([
      {
        type: 'start',
        conversationId: CONVERSATION,
        title: 'Precio',
        userMessageId: QUESTION_ID,
        mode: 'offline',
      },
    ]);
    const question = message(QUESTION_ID, 'user', '¿Precio del ácido cítrico?');
    expect(isTurnStored(turn, [])).toBe(false);
    expect(isTurnStored(turn, [question])).toBe(false);
    expect(isTurnStored(turn, [question, message(ANSWER_ID, 'assistant', 'Cuesta…')])).toBe(true);
    // A question the server refused before storing it stays in the browser.
    expect(isTurnStored(newTurn('Hola', null), [question])).toBe(false);
  });

  it('finds the question a failed answer replied to, for "Reintentar"', () => {
    const messages = [
      message('a', 'user', 'Primera'),
      message('b', 'assistant', 'Respuesta'),
      message('c', 'user', 'Segunda'),
      message('d', 'assistant', '', 'El modelo falló'),
    ];
    expect(questionOf(messages, 3)).toBe('Segunda');
    expect(questionOf(messages, 1)).toBe('Primera');
    expect(questionOf(messages, 0)).toBeNull();
  });
});
