import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchAfterWrite } from './query-client';

describe('refetchAfterWrite', () => {
  it('reads again when the first read left before the write and has not come back', async () => {
    const client = createQueryClient({ retry: false });
    let stored = ['pregunta'];
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['conversation', 'a'],
      queryFn: async () => {
        reads += 1;
        const seen = [...stored];
        await new Promise((resolve) => setTimeout(resolve, 30));
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    try {
      // The first read is on its way with what was stored before the answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
      stored = ['pregunta', 'respuesta'];
      await refetchAfterWrite(client, ['conversation']);
      expect(client.getQueryData(['conversation', 'a'])).toEqual(['pregunta', 'respuesta']);
      expect(reads).toBe(2);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
