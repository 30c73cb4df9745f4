import type { ChatEvent } from '@quimia/contracts';
import type { App } from '../app';
import { bearer } from './test-app';

/** The events of a streamed answer's whole body (`data: {…}` blocks). */
export function chatEvents(body: string): ChatEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as ChatEvent);
}

/** Asks QuimIA and reads the whole answer: its events, its text and its last event. */
export async function askQuimia(app: App, token: string, message: string, conversationId?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/openia/chatAsistente',
    payload: { message, ...(conversationId ? { conversationId } : {}) },
    headers: bearer(token),
  });
  const events = response.statusCode === 200 ? chatEvents(response.body) : [];
  const start = events[0]?.type === 'start' ? events[0] : undefined;
  return {
    response,
    events,
    start,
    text: events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join(''),
    last: events.at(-1),
  };
}
