import { describe, expect, it } from 'vitest';
import { countByPublishStatus } from './publish-status-counts';

describe('countByPublishStatus', () => {
  it('asks for each status once and adds them up for the tab of all', async () => {
    const asked: string[] = [];
    const counts = await countByPublishStatus((estado) => {
      asked.push(estado);
      return Promise.resolve(estado === 'published' ? 7 : 2);
    });
    expect(counts).toEqual({ all: 9, published: 7, draft: 2 });
    expect(asked.sort()).toEqual(['draft', 'published']);
  });
});
