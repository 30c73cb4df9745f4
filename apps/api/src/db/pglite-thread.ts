import { Worker } from 'node:worker_threads';

/** A database error as the thread sends it: message and the fields the app reads (code…). */
type ErrorData = { name: string; message: string } & Record<string, unknown>;
type Reply = { id: number; result?: unknown; error?: ErrorData };
type Notification = { channel: string; payload: string };

export type QueryOptions = {
  rowMode?: 'array' | 'object';
  /** Types to receive as text: only their ids cross to the thread (the parsers keep the text). */
  parsers?: Record<number, unknown>;
};
type QueryResult = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
};

/** The thread's script: beside this module in the sources, copied beside the bundle by the build. */
const THREAD_SCRIPT = new URL('./pglite-worker.mjs', import.meta.url);

function toError(data: ErrorData): Error {
  const { name, message, ...fields } = data;
  return Object.assign(new Error(message), { name }, fields);
}

/**
 * Embedded PGlite on a thread of its own, with the part of PGlite's interface Drizzle uses
 * (`query`, `transaction`) and the app's notifications (`listen`). Requests wait for its answers
 * instead of for its work: a slow query no longer stops every other request.
 */
export class PGliteThread implements Queryable {
  private readonly pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 0;
  private nextTransaction = 0;
  private failure: Error | undefined;
  closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notification) => {
      if ('channel' in message) {
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      this.closed = true;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`El hilo de la base de datos terminó (${code})`)));
  }

  /** Starts the thread and opens the database (in `dataDir`, or in memory). */
  static async create(dataDir: string | undefined): Promise<PGliteThread> {
    const worker = new Worker(THREAD_SCRIPT, { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: ErrorData }) => {
        if (message.ready === undefined) return;
        worker.off('message', onMessage);
        if (message.ready) resolve();
        else reject(toError(message.error!));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private run(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return this.call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<QueryResult>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.run(sql, params, options);
  }

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. As in
   * PGlite itself, other queries wait until it ends.
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (this.nextTransaction += 1);
    await this.call({ op: 'begin', tx });
    let result: T;
    try {
      result = await work({
        query: (sql, params, options) => this.run(sql, params, options, tx),
      });
    } catch (error) {
      await this.call({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'commit', tx });
    return result;
  }

  /** LISTEN on a channel; resolves to a function that unsubscribes. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      this.listeners.set(channel, (channelListeners = new Set()));
      await this.call({ op: 'listen', channel });
    }
    channelListeners.add(onMessage);
    return async () => {
      channelListeners.delete(onMessage);
      if (channelListeners.size === 0 && this.listeners.get(channel) === channelListeners) {
        this.listeners.delete(channel);
        if (!this.closed) await this.call({ op: 'unlisten', channel });
      }
    };
  }

  /** Closes the database (writing what it holds to disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
