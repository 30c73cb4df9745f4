import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import type { AppConfig } from '../../config';

// The language model behind QuimIA: any OpenAI-compatible server, through the official client.
// Without OPENAI_BASE_URL and OPENAI_API_KEY there is none and QuimIA answers offline.

export type AssistantSettings = {
  model: { client: OpenAI; name: string } | null;
  messagesPerDay: number;
  maxTokens: number;
  timeoutMs: number;
};

export const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The most of one reply of the model server read, in bytes: far more than the longest answer
 * kept with its streaming envelope, and a bound on memory when one line of the stream never ends
 * (the client keeps a line whole until it ends).
 */
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;

/** The model server sent more than `MAX_REPLY_BYTES`: the reply stops being read. */
export class ModelReplyTooLarge extends Error {
  constructor() {
    super('La respuesta del modelo superó el tamaño máximo');
  }
}

/** `fetch` whose response bodies fail with `ModelReplyTooLarge` past `limit` bytes. */
export function boundedFetch(limit: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let read = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          if (read > limit) controller.error(new ModelReplyTooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

export function assistantSettings(config: AppConfig): AssistantSettings {
  const timeoutMs = config.OPENAI_TIMEOUT_SECONDS * 1000;
  const model =
    config.OPENAI_BASE_URL && config.OPENAI_API_KEY
      ? {
          client: new OpenAI({
            baseURL: config.OPENAI_BASE_URL,
            apiKey: config.OPENAI_API_KEY,
            timeout: timeoutMs,
            // A retry would ask the model again behind the user's back: failures are said instead.
            maxRetries: 0,
            fetch: boundedFetch(MAX_REPLY_BYTES),
          }),
          name: config.OPENAI_MODEL ?? DEFAULT_MODEL,
        }
      : null;
  return {
    model,
    messagesPerDay: config.ASSISTANT_MESSAGES_PER_DAY,
    maxTokens: config.ASSISTANT_MAX_TOKENS,
    timeoutMs,
  };
}

/**
 * A signal that aborts with the request's (the user stopped, or left) or when the model server
 * takes longer than the timeout; `timedOut` tells which.
 */
export function upstreamSignal(signal: AbortSignal, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: AbortSignal.any([signal, timeout]),
    timedOut: () => timeout.aborted && !signal.aborted,
  };
}

/**
 * One answer in one piece, without tools, within the upstream timeout: its text ('' when the
 * model wrote none). For drafts and a visitor's question, where nothing streams.
 */
export async function completeOnce(
  model: NonNullable<AssistantSettings['model']>,
  settings: AssistantSettings,
  request: { system: string; user: string; maxTokens: number },
): Promise<string> {
  const completion = await model.client.chat.completions.create(
    {
      model: model.name,
      max_tokens: Math.min(settings.maxTokens, request.maxTokens),
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
    },
    { signal: AbortSignal.timeout(settings.timeoutMs) },
  );
  return completion.choices[0]?.message?.content ?? '';
}

export type ModelFailure = { code: string; message: string };

/** The user stopped the answer (or left): what arrived is kept, and said to be incomplete. */
export const STOPPED: ModelFailure = { code: 'STOPPED', message: 'Respuesta detenida.' };

/** What the user is told when the model server fails, refuses or is too slow. */
export function modelFailure(
  error: unknown,
  { stopped, timedOut }: { stopped: boolean; timedOut: boolean },
): ModelFailure {
  if (stopped) return STOPPED;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return {
      code: 'MODEL_TIMEOUT',
      message:
        'El modelo de lenguaje tardó demasiado en responder. Tu pregunta quedó guardada: inténtalo de nuevo en unos minutos.',
    };
  }
  if (error instanceof APIUserAbortError) return STOPPED;
  if (error instanceof APIConnectionError) {
    return {
      code: 'MODEL_UNAVAILABLE',
      message:
        'No se pudo conectar con el servidor del modelo de lenguaje. Tu pregunta quedó guardada: inténtalo de nuevo más tarde o avisa al administrador.',
    };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401 || status === 403) {
      return {
        code: 'MODEL_REFUSED',
        message: `El servidor del modelo de lenguaje rechazó la clave de acceso (error ${status}). Avisa al administrador para que revise OPENAI_API_KEY.`,
      };
    }
    if (status === 429) {
      return {
        code: 'MODEL_BUSY',
        message:
          'El servidor del modelo de lenguaje está saturado o llegó a su límite de uso (error 429). Inténtalo de nuevo en unos minutos.',
      };
    }
    if (status >= 500) {
      return {
        code: 'MODEL_FAILED',
        message: `El servidor del modelo de lenguaje falló (error ${status}). Tu pregunta quedó guardada: inténtalo de nuevo en unos minutos.`,
      };
    }
    return {
      code: 'MODEL_REFUSED',
      message: `El servidor del modelo de lenguaje rechazó la solicitud (error ${status}). Avisa al administrador para que revise OPENAI_MODEL y OPENAI_BASE_URL.`,
    };
  }
  return {
    code: 'ANSWER_FAILED',
    message:
      'QuimIA no pudo terminar la respuesta. Tu pregunta quedó guardada: inténtalo de nuevo.',
  };
}
