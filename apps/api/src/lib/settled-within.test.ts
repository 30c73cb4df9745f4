import { describe, expect, it } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  it('says whether the work settled before the time ran out, failures included', async () => {
    expect(await settledWithin(Promise.resolve('hecho'), 1000)).toBe(true);
    expect(await settledWithin(Promise.reject(new Error('falló')), 1000)).toBe(true);
    expect(await settledWithin(undefined, 1000)).toBe(true);
    expect(await settledWithin(new Promise(() => {}), 20)).toBe(false);
  });
});
