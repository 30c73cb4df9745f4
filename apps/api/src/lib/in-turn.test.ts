import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

describe('tasks taken in turn by key', () => {
  it('runs tasks of a key one at a time in order, other keys alongside, past a failure', async () => {
    const turn = inTurn();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      turn('a', task('a1', 20, true)),
      turn('a', task('a2', 1)),
      turn('b', task('b1', 5)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    // a2 starts only once a1 has ended (though a1 failed); b1 does not wait for a1.
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
