import type OpenAI from 'openai';
import type { AssistantSource, ChatEvent } from '@quimia/contracts';
import { upstreamSignal } from './model-client';
import { runToolCall, toolSpecs, toolsFor, usableTool, type ToolContext } from './tools';

const UNKNOWN_TOOL = 'Herramienta desconocida';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** What an engine streams: the pieces of an answer (start, done and error are the route's). */
export type AnswerEvent = Extract<ChatEvent, { type: 'tool' | 'delta' | 'sources' }>;
export type AnswerEnd = { truncated: boolean };

/** Rounds of tool calls before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 4;

/** The longest an answer runs: each round waits at most `timeoutMs` for the model; tools are quick. */
export const longestAnswerMs = (timeoutMs: number) => (MAX_TOOL_ROUNDS + 1) * timeoutMs + 60_000;
/**
 * The longest answer kept, sent and stored, in characters: room for the tokens the model may
 * write (a few characters each), and a bound on a server that streams without end.
 */
export const answerCharLimit = (maxTokens: number) => Math.max(16_000, maxTokens * 6);
/** Tool calls read from one reply; a model asking for more gets an error for the rest. */
const MAX_CALLS_PER_ROUND = 6;
/** A tool's result as the model reads it, at most. */
const MAX_RESULT_CHARS = 12_000;
const MAX_ARGUMENT_CHARS = 4000;
const MAX_TOOL_NAME_CHARS = 64;
const MAX_SOURCES = 12;

type ToolCall = { id: string; name: string; arguments: string };

/** A tool's result as JSON, its start only when longer than the model reads, saying so. */
export function resultForModel(data: unknown): string {
  const json = JSON.stringify(data);
  if (json.length <= MAX_RESULT_CHARS) return json;
  const notice = `… [resultado recortado: tenía ${json.length} caracteres, se muestran los primeros]`;
  return json.slice(0, MAX_RESULT_CHARS - notice.length) + notice;
}

/** Adds a source once (by its link). */
export function addSources(into: AssistantSource[], items: AssistantSource[]) {
  for (const item of items) {
    if (into.length >= MAX_SOURCES) return;
    if (!into.some((known) => known.href === item.href)) into.push(item);
  }
}

/**
 * The model's answer, streamed: each reply is read as it arrives (text as `delta` events, tool
 * calls merged from their fragments by index); the tools it asks for run and their results go
 * back to it, for a bounded number of rounds. Every request carries the user's signal (stopping
 * the answer aborts it upstream) and a timeout.
 */
export async function* modelAnswer(input: {
  client: OpenAI;
  model: string;
  maxTokens: number;
  timeoutMs: number;
  system: string;
  /** The conversation so far, the question last. */
  history: () => Promise<Message[]>;
  context: ToolContext;
  signal: AbortSignal;
  /** Set when the timeout (not the user) stopped the answer. */
  onTimeout: () => void;
}): AsyncGenerator<AnswerEvent, AnswerEnd> {
  const tools = toolSpecs(toolsFor(input.context.staff));
  const messages: Message[] = [
    { role: 'system', content: input.system },
    ...(await input.history()),
  ];
  const sources: AssistantSource[] = [];
  let wrote = false;
  for (let round = 0; ; round += 1) {
    const upstream = upstreamSignal(input.signal, input.timeoutMs);
    let text = '';
    let finish: string | null = null;
    const calls: ToolCall[] = [];
    try {
      const stream = await input.client.chat.completions.create(
        {
          model: input.model,
          messages,
          stream: true,
          max_tokens: input.maxTokens,
          tools,
          // The last round must answer with what the tools gave.
          tool_choice: round < MAX_TOOL_ROUNDS ? 'auto' : 'none',
        },
        { signal: upstream.signal },
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        const piece = choice.delta?.content;
        if (piece) {
          // Two rounds' texts are two paragraphs.
          const separated = text === '' && wrote ? `\n\n${piece}` : piece;
          text += piece;
          wrote = true;
          yield { type: 'delta', text: separated };
        }
        for (const fragment of choice.delta?.tool_calls ?? []) {
          if (fragment.index < 0 || fragment.index >= MAX_CALLS_PER_ROUND) continue;
          const call = (calls[fragment.index] ??= { id: '', name: '', arguments: '' });
          if (fragment.id) call.id = fragment.id;
          if (fragment.function?.name && call.name.length < MAX_TOOL_NAME_CHARS) {
            call.name += fragment.function.name;
          }
          if (fragment.function?.arguments && call.arguments.length < MAX_ARGUMENT_CHARS) {
            call.arguments += fragment.function.arguments;
          }
        }
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      // The client ends a stream quietly when its signal aborts: the answer did not finish.
      if (upstream.signal.aborted) throw new Error('La respuesta se interrumpió');
    } catch (error) {
      if (upstream.timedOut()) input.onTimeout();
      throw error;
    }
    const asked = calls
      .filter((call) => call !== undefined)
      .map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }));
    if (asked.length === 0 || round >= MAX_TOOL_ROUNDS) {
      if (sources.length) yield { type: 'sources', items: sources };
      return { truncated: finish === 'length' };
    }
    messages.push({
      role: 'assistant',
      content: text || null,
      tool_calls: asked.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of asked) {
      const tool = usableTool(call.name, input.context.staff);
      yield { type: 'tool', name: call.name.slice(0, 60), label: tool?.running ?? UNKNOWN_TOOL };
      const result = await runToolCall(input.context, call.name, call.arguments);
      addSources(sources, result.sources);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: resultForModel(result.data),
      });
    }
  }
}
