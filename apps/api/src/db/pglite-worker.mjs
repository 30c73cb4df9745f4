// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly and every
// query runs synchronously where it is called: on the request thread, a catalogue save or a
// list's refresh would stop every other request for its milliseconds. Here it runs beside the
// requests, which only wait for its answers. Plain JavaScript: a thread cannot load TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Types Drizzle asks to receive as PostgreSQL writes them (it parses dates itself). */
const keepText = (value) => value;

/** The fields of a database error that the app reads (code, constraint…), as plain data. */
function errorData(error) {
  const data = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
    'where',
    'routine',
  ]) {
    if (error && error[key] !== undefined) data[key] = error[key];
  }
  return data;
}

const { dataDir } = workerData;
/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
/** Each open transaction's end: settles once it committed or rolled back. */
const endings = new Map();
const ROLLBACK = Symbol('rollback');

const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm } }).catch(
  (error) => {
    parentPort.postMessage({ ready: false, error: errorData(error) });
    process.exit(1);
  },
);
parentPort.postMessage({ ready: true });

function options({ rowMode, rawTypes }) {
  const parsers = {};
  for (const type of rawTypes ?? []) parsers[type] = keepText;
  return { rowMode, parsers };
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? client : transactions.get(message.tx)?.tx;
      if (!target) throw new Error('La transacción ya terminó');
      const result = await target.query(message.sql, message.params, options(message));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin': {
      // Answers once inside the transaction; it stays open until 'commit' or 'rollback'.
      return new Promise((resolve, reject) => {
        const done = client.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(message.tx, { tx, commit, rollback });
              resolve(null);
            }),
        );
        const ended = done.catch((error) => {
          if (error !== ROLLBACK) throw error;
        });
        endings.set(message.tx, ended);
        // A transaction that could not even begin.
        ended.catch(reject);
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      const ended = endings.get(message.tx);
      transactions.delete(message.tx);
      endings.delete(message.tx);
      if (!open) return null;
      if (message.op === 'commit') open.commit();
      else open.rollback(ROLLBACK);
      await ended;
      return null;
    }
    case 'listen':
      await client.listen(message.channel, (payload) =>
        parentPort.postMessage({ channel: message.channel, payload }),
      );
      return null;
    case 'unlisten':
      await client.unlisten(message.channel);
      return null;
    case 'close':
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorData(error) }),
  );
});
