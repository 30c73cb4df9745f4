import { describe, expect, it } from 'vitest';
import { AsyncQueue } from './async-queue';

describe('AsyncQueue', () => {
  it('hands over values pushed before and while reading, in order, until it ends', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    const read: number[] = [];
    const reading = (async () => {
      for await (const value of queue) read.push(value);
    })();
    await Promise.resolve();
    queue.push(2);
    queue.push(3);
    queue.end();
    queue.push(4);
    await reading;
    expect(read).toEqual([1, 2, 3]);
  });
});
