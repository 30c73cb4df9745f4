/**
 * Runs tasks that share a key one after another in this process, in the order they came; tasks
 * of other keys run alongside. Work that takes a database row lock for its whole transaction
 * (a document series' counter) waits here, holding nothing, rather than in the connection pool,
 * where twenty requests at once would hold every connection while they wait for the lock.
 */
export function inTurn() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // The last task of a key forgets it: the map holds only keys with work queued.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
