import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Decorates `app.db` with an already opened database and closes it with the app. */
export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
