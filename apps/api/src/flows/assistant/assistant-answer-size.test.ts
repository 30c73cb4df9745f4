import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@quimia/contracts';
import { assistantMessages } from '../../db/schema';
import { askQuimia } from '../../test/chat-events';
import { modelEnv, startOpenAiPeer, type OpenAiPeer } from '../../test/openai-peer';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../demo-data';
import { LONGEST_ANSWER_CHARS } from './conversation-store';
import { answerCharLimit } from './model-chat';

// A model server may stream an answer of any size: QuimIA keeps, sends and stores only the first
// part of an answer that is too long, says it was cut, and stops reading the rest.

describe('QuimIA with a model whose answer has no end', () => {
  let app: TestApp;
  let peer: OpenAiPeer;
  const http = requestsTo(() => app);
  const limit = answerCharLimit(1200);

  beforeAll(async () => {
    peer = await startOpenAiPeer();
    app = await buildTestApp({
      ...modelEnv(peer),
      ASSISTANT_MAX_TOKENS: '1200',
    });
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it('sends and stores the first part of an answer that is too long, says it was cut and stops the model', async () => {
    const token = (await app.createUser({ role: 'vendedor' })).token;
    const piece = 'Ácido cítrico. '.repeat(2000);
    peer.script([{ text: '', chunks: Array.from({ length: 40 }, () => piece), hangAfter: true }]);
    const asked = await askQuimia(app, token, 'Escribe todo lo que sepas');
    expect(asked.last).toMatchObject({ type: 'done', truncated: true });
    expect(asked.text.length).toBe(limit);
    expect(asked.text).toBe(piece.repeat(40).slice(0, limit));
    // The model's reply was left unread: its connection closed.
    expect(await peer.requests.at(-1)!.closed).toBe(true);

    const stored = (
      await http.get(`/api/openia/getConversacion?id=${asked.start!.conversationId}`, token)
    ).json() as Conversation;
    const answer = stored.messages.at(-1)!;
    expect(answer).toMatchObject({ role: 'assistant', truncated: true, error: null });
    expect(answer.content.length).toBe(limit);
  });

  it('stops reading a reply that is too large even when it arrives as one piece', async () => {
    const token = (await app.createUser({ role: 'vendedor' })).token;
    peer.script([{ text: '', chunks: ['Hola. ', 'x'.repeat(20 * 1024 * 1024)] }]);
    const asked = await askQuimia(app, token, 'Escribe todo lo que sepas');
    expect(asked.last).toMatchObject({ type: 'done', truncated: true });
    expect(asked.text.length).toBeLessThanOrEqual(limit);
    const stored = (
      await http.get(`/api/openia/getConversacion?id=${asked.start!.conversationId}`, token)
    ).json() as Conversation;
    expect(stored.messages.at(-1)).toMatchObject({ truncated: true, error: null });
    expect(stored.messages.at(-1)!.content.length).toBeLessThanOrEqual(limit);
  });

  it('reads an answer stored longer than any limit up to the limit, shown as cut', async () => {
    const token = (await app.createUser({ role: 'vendedor' })).token;
    peer.script([{ text: 'Respuesta corta.' }]);
    const asked = await askQuimia(app, token, 'Hola');
    const id = asked.start!.conversationId;
    await app.db
      .update(assistantMessages)
      .set({ content: 'x'.repeat(LONGEST_ANSWER_CHARS + 5000) })
      .where(eq(assistantMessages.role, 'assistant'));
    const stored = (
      await http.get(`/api/openia/getConversacion?id=${id}`, token)
    ).json() as Conversation;
    expect(stored.messages.at(-1)).toMatchObject({ truncated: true });
    expect(stored.messages.at(-1)!.content.length).toBe(LONGEST_ANSWER_CHARS);
  });
});
