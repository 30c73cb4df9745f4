import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback that speaks OpenAI's chat completions (`POST /v1/chat/completions`,
 * streamed as `data:` chunks ending in `data: [DONE]`, or as one JSON answer), the far end of
 * QuimIA's model. Each test scripts its replies (text, tool calls streamed in fragments, HTTP
 * errors, an answer that never ends) and reads back every request it received, and whether the
 * client aborted it. `npm run openai-peer -w @quimia/api` runs it by hand with `demoScript`.
 */

type Json = Record<string, unknown>;

export type PeerMessage = {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

export type PeerRequestBody = Json & {
  model?: string;
  messages: PeerMessage[];
  stream?: boolean;
  tools?: { type: string; function: { name: string; description?: string; parameters?: Json } }[];
  tool_choice?: unknown;
  max_tokens?: number;
};

export type PeerRequest = {
  body: PeerRequestBody;
  headers: IncomingHttpHeaders;
  /** True once the client closed the request before its answer ended. */
  aborted: boolean;
  /** Resolves when the request is over: `true` when the client aborted it. */
  closed: Promise<boolean>;
};

export type PeerReply =
  /** Text, streamed in `chunks` (word by word when not given), or answered whole. */
  | { text: string; chunks?: string[]; finishReason?: 'stop' | 'length'; hangAfter?: boolean }
  /** Tool calls; streamed, each call's arguments arrive in several fragments. */
  | { toolCalls: { name: string; arguments: string | Json }[]; text?: string }
  /** An HTTP error with OpenAI's error body. */
  | { status: number; message?: string }
  /** Never answers (not even the headers) until the client gives up. */
  | { hang: true };

export type PeerScript = (request: PeerRequest, index: number) => PeerReply | Promise<PeerReply>;

export type OpenAiPeer = {
  /** For OPENAI_BASE_URL: `http://127.0.0.1:port/v1`. */
  url: string;
  requests: PeerRequest[];
  /**
   * Replaces the script (a function, or replies answered in turn, the last one repeated), counting
   * from the next request.
   */
  script(next: PeerScript | PeerReply[]): void;
  close(): Promise<void>;
};

const asScript = (script: PeerScript | PeerReply[]): PeerScript =>
  Array.isArray(script)
    ? (_request, index) => script[Math.min(index, script.length - 1)] ?? { text: '' }
    : script;

/** Splits text into word-sized pieces that keep their spaces: joined, they are the text. */
export const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** Splits a string into `parts` pieces (argument fragments). */
const fragments = (text: string, parts = 3) => {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out.length ? out : [''];
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment that points a test app's QuimIA at this peer. */
export function modelEnv(peer: Pick<OpenAiPeer, 'url'>) {
  return {
    OPENAI_BASE_URL: peer.url,
    OPENAI_API_KEY: 'clave-de-prueba',
    OPENAI_MODEL: 'modelo-de-prueba',
  };
}

export async function startOpenAiPeer(
  options: {
    script?: PeerScript | PeerReply[];
    port?: number;
    host?: string;
    /** Milliseconds between streamed chunks (0 in tests; a few tens by hand, to see it stream). */
    delayMs?: number;
  } = {},
): Promise<OpenAiPeer> {
  let script = asScript(options.script ?? [{ text: 'Hola.' }]);
  const requests: PeerRequest[] = [];
  /** A script counts the requests from when it was set: its first reply answers the next one. */
  let scriptStart = 0;
  const delay = options.delayMs ?? 0;

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.replace(/\?.*$/, '').endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: PeerRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PeerRequestBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: 'Invalid JSON', type: 'invalid_request_error' } }),
        );
        return;
      }
      let settle!: (aborted: boolean) => void;
      const request: PeerRequest = {
        body,
        headers: req.headers,
        aborted: false,
        closed: new Promise((resolve) => (settle = resolve)),
      };
      res.on('close', () => {
        request.aborted = !res.writableFinished;
        settle(request.aborted);
      });
      const index = requests.push(request) - 1 - scriptStart;
      Promise.resolve(script(request, index))
        .then((reply) => answer(res, body, reply, delay))
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    script(next) {
      script = asScript(next);
      scriptStart = requests.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(res: ServerResponse, body: PeerRequestBody, reply: PeerReply, delay: number) {
  if ('hang' in reply) return;
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          message: reply.message ?? `Error ${reply.status}`,
          type: 'server_error',
          code: null,
        },
      }),
    );
    return;
  }
  const id = `chatcmpl-${Math.random().toString(36).slice(2, 10)}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'peer';
  const calls =
    'toolCalls' in reply
      ? reply.toolCalls.map((call, index) => ({
          id: `call_${index}_${id.slice(-4)}`,
          name: call.name,
          arguments:
            typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        }))
      : [];
  const text = reply.text ?? '';
  const finish = calls.length
    ? 'tool_calls'
    : 'finishReason' in reply
      ? (reply.finishReason ?? 'stop')
      : 'stop';

  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: calls.length && !text ? null : text,
              ...(calls.length
                ? {
                    tool_calls: calls.map((call) => ({
                      id: call.id,
                      type: 'function',
                      function: { name: call.name, arguments: call.arguments },
                    })),
                  }
                : {}),
            },
            finish_reason: finish,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
    return;
  }

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = async (delta: Json, finishReason: string | null = null) => {
    if (res.destroyed) return;
    res.write(
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`,
    );
    if (delay) await pause(delay);
  };
  await send({ role: 'assistant', content: '' });
  const pieces = 'chunks' in reply && reply.chunks ? reply.chunks : words(text);
  for (const piece of pieces) await send({ content: piece });
  if ('hangAfter' in reply && reply.hangAfter) return;
  for (const [index, call] of calls.entries()) {
    await send({
      tool_calls: [
        { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
      ],
    });
    for (const part of fragments(call.arguments)) {
      await send({ tool_calls: [{ index, function: { arguments: part } }] });
    }
  }
  await send({}, finish);
  if (!res.destroyed) res.end('data: [DONE]\n\n');
}

// ---------------------------------------------------------------------------------------------
// A scripted behaviour for trying QuimIA by hand and for the end-to-end suite.

/** The JSON between `<datos>` and `</datos>` of a prompt, when there is one. */
function quotedData(prompt: string): Json | null {
  const match = /<datos>\n([\s\S]*)\n<\/datos>/.exec(prompt);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as Json;
  } catch {
    return null;
  }
}

/**
 * Searches the catalogue with the user's words (`buscar_productos`), then answers naming the
 * products found with their links; a product question or a description draft gets a short
 * answer from the data it was given. It is no language model and says so.
 */
export const demoScript: PeerScript = ({ body }) => {
  const messages = body.messages;
  const last = messages.at(-1);
  const system = messages[0]?.role === 'system' ? (messages[0].content ?? '') : '';
  const tools = (body.tools ?? []).map((tool) => tool.function.name);
  if (!body.stream) {
    const data = quotedData(system);
    if (/descripci[oó]n comercial/.test(system)) {
      const name = String(data?.name ?? 'Este producto');
      return {
        text: `<p><strong>${name}</strong>: borrador de prueba escrito por el servidor local que imita a un modelo de lenguaje.</p>`,
      };
    }
    const name = String(data?.nombre ?? 'este producto');
    const link = String(data?.enlace ?? '');
    return {
      text: `Servidor de prueba de QuimIA (no es un modelo de lenguaje): tu pregunta es sobre [${name}](${link}).`,
    };
  }
  if (last?.role === 'user' && tools.includes('buscar_productos')) {
    return {
      toolCalls: [
        {
          name: 'buscar_productos',
          arguments: { consulta: (last.content ?? '').slice(0, 100), limite: 5 },
        },
      ],
    };
  }
  if (last?.role === 'tool') {
    let found: { nombre: string; enlace: string; precioDesde?: string }[] = [];
    try {
      found = ((JSON.parse(last.content ?? '{}') as Json).productos ?? []) as typeof found;
    } catch {
      found = [];
    }
    const text = found.length
      ? `Encontré estos productos en el catálogo:\n\n${found
          .map(
            (item) =>
              `- [${item.nombre}](${item.enlace}), desde ${item.precioDesde ?? 'a consultar'}`,
          )
          .join('\n')}\n\n_(Servidor de prueba: no es un modelo de lenguaje.)_`
      : 'No encontré productos para esa búsqueda en el catálogo. _(Servidor de prueba: no es un modelo de lenguaje.)_';
    return { text };
  }
  return { text: 'Hola, soy el servidor de prueba de QuimIA: pregúntame por un producto.' };
};
