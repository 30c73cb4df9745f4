import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How a cut dependency behaves:
 * - `refuse`: stopped, as after a crash or a `systemctl stop`: open connections are closed and
 *   new ones refused (ECONNREFUSED);
 * - `hang`: unreachable, as behind a dead network link: new connections are accepted and never
 *   answered, and open ones (unless `dropOpen`) go silent.
 */
export type CutMode = 'refuse' | 'hang';

export type TcpProxy = {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string;
  cut(mode?: CutMode, options?: { dropOpen?: boolean }): Promise<void>;
  /** Forwards again; connections opened or silenced during the cut are closed. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of a dependency (Redis, PostgreSQL) that a test can cut and restore, to
 * see what the app does when the dependency stops or hangs, without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | CutMode = 'open';
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const stale = new Set<Socket>();

  const onConnection = (client: Socket) => {
    client.on('error', () => {});
    if (state !== 'open') {
      // Accepted and left unanswered: the peer waits until its own timeout gives up.
      stale.add(client);
      client.on('close', () => stale.delete(client));
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on('error', () => client.destroy());
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;

  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    for (const socket of stale) socket.destroy();
    stale.clear();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    url(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async cut(mode = 'refuse', { dropOpen = mode === 'refuse' } = {}) {
      state = mode;
      if (dropOpen) {
        dropAll();
      } else {
        for (const pair of pairs) {
          pair.client.unpipe(pair.upstream);
          pair.upstream.unpipe(pair.client);
          pair.client.pause();
          pair.upstream.pause();
          stale.add(pair.client);
          stale.add(pair.upstream);
        }
        pairs.clear();
      }
      if (mode === 'refuse') {
        const closing = stopListening();
        dropAll();
        await closing;
      }
    },
    async restore() {
      if (state === 'open') return;
      dropAll();
      if (!server.listening) {
        // Same port: the app keeps the address it was given.
        server = createServer(onConnection);
        await listen(port);
      }
      state = 'open';
    },
    async close() {
      state = 'refuse';
      const closing = stopListening();
      dropAll();
      await closing;
    },
  };
}
