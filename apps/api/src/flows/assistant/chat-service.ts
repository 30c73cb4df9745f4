import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type OpenAI from 'openai';
import {
  ANSWER_LOST_MESSAGE,
  type AssistantSource,
  type ChatEvent,
  type ConversationMessage,
} from '@quimia/contracts';
import {
  LONGEST_ANSWER_CHARS,
  recentMessages,
  storeAnswer,
  type StoredQuestion,
} from './conversation-store';
import { answerCharLimit, modelAnswer, type AnswerEnd, type AnswerEvent } from './model-chat';
import { modelFailure, ModelReplyTooLarge, STOPPED, type AssistantSettings } from './model-client';
import { offlineAnswer } from './offline-chat';
import { chatSystemPrompt } from './prompts';
import { toolByName, toolContext } from './tools';

/** The messages before the question the model is told about (the question included). */
const HISTORY_MESSAGES = 20;

/**
 * One question's answer, as the events the browser reads: `start`, then the engine's tools and
 * text, then `done` with the stored answer, or `error`. Whatever happens (a failure, the user
 * stopping or leaving) the answer is stored with what had arrived and why it ended.
 */
export async function* answerQuestion(input: {
  app: FastifyInstance;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
  staff: boolean;
  shopName: string;
  today: string;
  stored: StoredQuestion;
  question: string;
  signal: AbortSignal;
}): AsyncGenerator<ChatEvent> {
  const { app, settings, stored, signal } = input;
  const mode = settings.model ? 'model' : 'offline';
  yield startOf(stored, mode);

  const context = toolContext(app, input.staff, input.today);
  let timedOut = false;
  let engine: AsyncGenerator<AnswerEvent, AnswerEnd>;
  if (settings.model) {
    engine = modelAnswer({
      client: settings.model.client,
      model: settings.model.name,
      maxTokens: settings.maxTokens,
      timeoutMs: settings.timeoutMs,
      system: chatSystemPrompt(input),
      // Read inside the answer: a failure there is stored and said like any other.
      history: async () =>
        (await recentMessages(app.db, stored.conversationId, HISTORY_MESSAGES))
          .filter((message) => message.content.trim() !== '')
          .map((message): OpenAI.Chat.Completions.ChatCompletionMessageParam => ({
            role: message.role,
            content: message.content.slice(0, LONGEST_ANSWER_CHARS),
          })),
      context,
      signal,
      onTimeout: () => (timedOut = true),
    });
  } else {
    engine = offlineAnswer(context, input.question);
  }

  let content = '';
  // Past the limit the rest is neither read, sent nor stored: the answer ends there, cut.
  const limit = answerCharLimit(settings.maxTokens);
  const tools: string[] = [];
  let sources: AssistantSource[] = [];
  let settled = false;
  const store = (error: string | null, truncated = false) => {
    settled = true;
    return storeAnswer(app.db, {
      conversationId: stored.conversationId,
      questionId: stored.messageId,
      content,
      mode,
      tools,
      sources,
      error,
      truncated,
    });
  };

  try {
    let end: AnswerEnd;
    for (;;) {
      const step = await engine.next();
      if (step.done) {
        end = step.value;
        break;
      }
      const event = step.value;
      if (event.type === 'delta' && content.length + event.text.length > limit) {
        const rest = fitting(event.text, limit - content.length);
        content += rest;
        if (rest) yield { type: 'delta', text: rest };
        await engine.return({ truncated: true });
        end = { truncated: true };
        break;
      }
      if (event.type === 'delta') content += event.text;
      if (event.type === 'sources') sources = event.items;
      if (event.type === 'tool') {
        const title = toolByName(event.name)?.title;
        if (title && !tools.includes(title)) tools.push(title);
      }
      yield event;
    }
    const messageId = await store(null, end.truncated);
    yield { type: 'done', messageId, truncated: end.truncated };
  } catch (error) {
    if (error instanceof ModelReplyTooLarge && !signal.aborted) {
      // What arrived before the reply grew too large is the answer, cut.
      const messageId = await store(null, true);
      yield { type: 'done', messageId, truncated: true };
      return;
    }
    const failure = signal.aborted
      ? STOPPED
      : settings.model
        ? modelFailure(error, { stopped: false, timedOut })
        : {
            code: 'ANSWER_FAILED',
            message: 'QuimIA no pudo terminar la respuesta. Tu pregunta quedó guardada.',
          };
    if (failure !== STOPPED) {
      input.log.warn(
        { err: error, event: 'assistant.failed', code: failure.code },
        'QuimIA answer failed',
      );
    }
    await store(failure.message);
    yield { type: 'error', ...failure };
  } finally {
    // The client left while an event waited to be read: the answer so far is kept as stopped.
    if (!settled) await store(STOPPED.message);
    await engine.return?.({ truncated: false });
  }
}

/** The first `room` characters of `text`, without half of a character outside the BMP. */
function fitting(text: string, room: number): string {
  const piece = text.slice(0, Math.max(0, room));
  const last = piece.charCodeAt(piece.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? piece.slice(0, -1) : piece;
}

/**
 * A stored answer told again as the events of its first telling, for a question sent twice:
 * its text in one piece and how it ended.
 */
export function replayedAnswer(question: StoredQuestion, answer: ConversationMessage): ChatEvent[] {
  const ending: ChatEvent = answer.stopped
    ? { type: 'error', ...STOPPED }
    : answer.error !== null
      ? { type: 'error', code: 'ANSWER_FAILED', message: answer.error }
      : { type: 'done', messageId: answer.id, truncated: answer.truncated };
  return [
    startOf(question, answer.mode ?? 'offline'),
    ...(answer.content ? [{ type: 'delta' as const, text: answer.content }] : []),
    { type: 'sources', items: answer.sources },
    ending,
  ];
}

/**
 * What a repeat is told about a question whose answer was never stored, long after any answer
 * would have ended: the server stopped while answering it. Nothing is stored; asking again is a
 * new question.
 */
export function lostAnswer(question: StoredQuestion): ChatEvent[] {
  return [
    startOf(question, 'offline'),
    { type: 'sources', items: [] },
    {
      type: 'error',
      code: 'ANSWER_LOST',
      message: ANSWER_LOST_MESSAGE,
    },
  ];
}

function startOf(question: StoredQuestion, mode: 'model' | 'offline'): ChatEvent {
  return {
    type: 'start',
    conversationId: question.conversationId,
    title: question.title,
    userMessageId: question.messageId,
    mode,
  };
}
