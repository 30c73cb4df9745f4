import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANSWER_LOST_MESSAGE, type ChatEvent, type Conversation } from '@quimia/contracts';
import { eq } from 'drizzle-orm';
import { assistantMessages, assistantUsage } from '../../db/schema';
import { chatEvents } from '../../test/chat-events';
import { modelEnv, startOpenAiPeer, type OpenAiPeer, type PeerReply } from '../../test/openai-peer';
import { bearer, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { shopDate } from '../../lib/shop-calendar';

// A question sent twice with one Idempotency-Key (a double submit, a retry after the line broke):
// stored and counted once, its answer asked of the model once, the repeat told the same answer.

const PER_DAY = 10;

describe('QuimIA: a question sent again with its Idempotency-Key', () => {
  let app: TestApp;
  let peer: OpenAiPeer;
  const http = requestsTo(() => app);
  const staffUser = () => app.createUser({ role: 'vendedor' });

  const ask = async (
    token: string,
    message: string,
    key?: string,
    conversationId?: string,
  ): Promise<{
    status: number;
    replayed: boolean;
    events: ChatEvent[];
    body: { message?: string; code?: string };
  }> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/openia/chatAsistente',
      payload: { message, ...(conversationId ? { conversationId } : {}) },
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
    const ok = response.statusCode === 200;
    return {
      status: response.statusCode,
      replayed: response.headers['idempotent-replayed'] === 'true',
      events: ok ? chatEvents(response.body) : [],
      body: ok ? {} : response.json(),
    };
  };
  const conversations = async (token: string) =>
    (await http.get('/api/openia/getChatUsuario', token)).json() as {
      total: number;
      items: { id: string }[];
    };
  const messages = async (token: string, id: string) =>
    ((await http.get(`/api/openia/getConversacion?id=${id}`, token)).json() as Conversation)
      .messages;
  const messagesLeft = async (token: string) =>
    (await http.get('/api/openia/estado', token)).json().messagesLeftToday as number;
  const start = (events: ChatEvent[]) => events[0] as Extract<ChatEvent, { type: 'start' }>;
  /** What a repeat is told: the stored answer in one piece, ending as it ended. */
  const replayOf = (first: ChatEvent[], text: string) => [
    start(first),
    { type: 'delta', text },
    first.find((event) => event.type === 'sources') ?? { type: 'sources', items: [] },
    first.at(-1),
  ];

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    app = await buildTestApp({
      ...modelEnv(peer),
      ASSISTANT_MESSAGES_PER_DAY: String(PER_DAY),
    });
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it('stores and counts one question when the same key arrives twice at once', async () => {
    const { token } = await staffUser();
    const text = 'El ácido cítrico anhidro cuesta $3,50 la funda de 1 kg.';
    peer.script([{ text }]);
    const asked = peer.requests.length;
    const twins = await Promise.all([
      ask(token, '¿Precio del ácido cítrico?', 'pregunta-1-gemela'),
      ask(token, '¿Precio del ácido cítrico?', 'pregunta-1-gemela'),
    ]);

    const first = twins.find((twin) => twin.status === 200 && !twin.replayed)!;
    expect(first.events.at(-1)).toMatchObject({ type: 'done' });
    const twin = twins.find((other) => other !== first)!;
    if (twin.status === 409) {
      expect(twin.body).toEqual({
        code: 'ASSISTANT_STILL_ANSWERING',
        message: expect.stringContaining('todavía está respondiendo esta pregunta'),
      });
    } else {
      expect(twin).toMatchObject({ status: 200, replayed: true });
      expect(twin.events).toEqual(replayOf(first.events, text));
    }

    expect(peer.requests.length - asked).toBe(1);
    const list = await conversations(token);
    expect(list.total).toBe(1);
    expect((await messages(token, list.items[0]!.id)).map((m) => [m.role, m.content])).toEqual([
      ['user', '¿Precio del ácido cítrico?'],
      ['assistant', text],
    ]);
    expect(await messagesLeft(token)).toBe(PER_DAY - 1);
  });

  it("answers a twin of the day's last question with that question, not with the limit", async () => {
    const { id, token } = await staffUser();
    await app.db
      .insert(assistantUsage)
      .values({ userId: id, day: shopDate(new Date()), messages: PER_DAY - 1 });
    peer.script([{ text: 'Sí, hay stock.' }]);
    const twins = await Promise.all([
      ask(token, '¿Hay stock de glicerina?', 'ultima-del-dia'),
      ask(token, '¿Hay stock de glicerina?', 'ultima-del-dia'),
    ]);
    expect(twins.map((twin) => twin.status).sort()).not.toContain(429);
    expect(twins.filter((twin) => twin.status === 200 && !twin.replayed)).toHaveLength(1);
    const again = await ask(token, '¿Hay stock de glicerina?', 'ultima-del-dia');
    expect(again).toMatchObject({ status: 200, replayed: true });
    expect(again.events.at(-1)).toMatchObject({ type: 'done' });
    expect((await conversations(token)).total).toBe(1);
    expect(await messagesLeft(token)).toBe(0);
  });

  it('tells a repeat sent after the answer the same answer, without asking the model again', async () => {
    const { token } = await staffUser();
    peer.script([{ text: 'Hola.' }]);
    const opening = await ask(token, 'Hola', 'abre-conversacion');
    const conversationId = start(opening.events).conversationId;

    const text = 'La glicerina USP se vende en bidones de 20 L.';
    // Cut at the length limit: the repeat says so too.
    peer.script([{ text, finishReason: 'length' }]);
    const asked = peer.requests.length;
    const send = () =>
      ask(token, '¿Cómo se vende la glicerina?', 'sigue-conversacion', conversationId);
    const first = await send();
    expect(first).toMatchObject({ status: 200, replayed: false });
    const again = await send();
    expect(again).toMatchObject({ status: 200, replayed: true });
    expect(again.events).toEqual(replayOf(first.events, text));
    expect(again.events.at(-1)).toEqual(first.events.at(-1));
    expect(first.events.at(-1)).toMatchObject({ type: 'done', truncated: true });

    expect(peer.requests.length - asked).toBe(1);
    expect((await messages(token, conversationId)).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(await messagesLeft(token)).toBe(PER_DAY - 2);
  });

  it('answers 409 while the first is being answered, then tells how the first ended', async () => {
    const { token } = await staffUser();
    let release!: (reply: PeerReply) => void;
    peer.script(() => new Promise<PeerReply>((resolve) => (release = resolve)));
    const asked = peer.requests.length;
    const first = ask(token, '¿Qué densidad tiene la glicerina?', 'respuesta-lenta');
    await vi.waitFor(() => expect(peer.requests.length).toBe(asked + 1));

    const meanwhile = await ask(token, '¿Qué densidad tiene la glicerina?', 'respuesta-lenta');
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body).toEqual({
      code: 'ASSISTANT_STILL_ANSWERING',
      message:
        'QuimIA todavía está respondiendo esta pregunta. Espera a que termine y vuelve a abrir la conversación.',
    });

    release({ status: 500 });
    const failed = await first;
    const ending = failed.events.at(-1) as Extract<ChatEvent, { type: 'error' }>;
    expect(ending).toMatchObject({ type: 'error', code: 'MODEL_FAILED' });
    const again = await ask(token, '¿Qué densidad tiene la glicerina?', 'respuesta-lenta');
    expect(again).toMatchObject({ status: 200, replayed: true });
    expect(again.events).toEqual([
      start(failed.events),
      { type: 'sources', items: [] },
      { type: 'error', code: expect.any(String), message: ending.message },
    ]);
    expect(peer.requests.length - asked).toBe(1);
    expect(await messagesLeft(token)).toBe(PER_DAY - 1);
  });

  it('tells a repeat that the answer was lost when the server stopped while answering', async () => {
    const { token } = await staffUser();
    let release!: (reply: PeerReply) => void;
    peer.script(() => new Promise<PeerReply>((resolve) => (release = resolve)));
    const asked = peer.requests.length;
    const question = '¿Cuánto cuesta el bórax?';
    const first = ask(token, question, 'respuesta-perdida');
    await vi.waitFor(() => expect(peer.requests.length).toBe(asked + 1));
    const stored = eq(assistantMessages.idempotencyKey, 'respuesta-perdida');
    const [row] = await app.db
      .select({ conversationId: assistantMessages.conversationId })
      .from(assistantMessages)
      .where(stored);
    const conversationId = row?.conversationId ?? '';
    const shown = async () =>
      (await messages(token, conversationId)).map((message) => [message.role, message.answerLost]);
    // Being answered: not lost.
    expect(await shown()).toEqual([['user', false]]);
    // The same question seen long after any answer would have ended, as after a restart.
    await app.db
      .update(assistantMessages)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(stored);
    expect(await shown()).toEqual([['user', true]]);

    const repeat = await ask(token, question, 'respuesta-perdida');
    expect(repeat).toMatchObject({ status: 200, replayed: true });
    expect(repeat.events.at(-1)).toEqual({
      type: 'error',
      code: 'ANSWER_LOST',
      message: ANSWER_LOST_MESSAGE,
    });
    expect(peer.requests.length - asked).toBe(1);
    expect(await messagesLeft(token)).toBe(PER_DAY - 1);

    release({ text: 'Está a 2,50 USD el kilo.' });
    await first;
    expect(await shown()).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
  });

  it('refuses a key reused for another question (422) and a key that is not valid (400)', async () => {
    const { token } = await staffUser();
    peer.script([{ text: 'Respuesta.' }]);
    expect((await ask(token, 'Primera pregunta', 'clave-usada')).status).toBe(200);

    const reused = await ask(token, 'Otra pregunta', 'clave-usada');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'Esta clave ya se usó para otra pregunta. Vuelve a cargar la página y pregunta de nuevo.',
    });
    for (const key of ['corta', 'con espacios y más', 'x'.repeat(101)]) {
      const bad = await ask(token, 'Una pregunta', key);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        message: 'La clave Idempotency-Key no es válida',
        details: [{ field: 'Idempotency-Key' }],
      });
    }
    expect((await conversations(token)).total).toBe(1);
    expect(await messagesLeft(token)).toBe(PER_DAY - 1);

    // Keys belong to their user: another one may send the same key.
    const other = await staffUser();
    const theirs = await ask(other.token, 'Otra pregunta', 'clave-usada');
    expect(theirs).toMatchObject({ status: 200, replayed: false });
  });

  it('stores every question sent without a key, as before', async () => {
    const { token } = await staffUser();
    peer.script([{ text: 'Respuesta.' }]);
    const twice = await Promise.all([ask(token, 'Sin clave'), ask(token, 'Sin clave')]);
    expect(twice.map((one) => [one.status, one.replayed])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect((await conversations(token)).total).toBe(2);
    expect(await messagesLeft(token)).toBe(PER_DAY - 2);
  });
});
